<?php

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Psr7\Factory\ServerRequestFactory;

require __DIR__ . '/../vendor/autoload.php';

// src/app.php builds the app and returns it without running it: a test can build as many as it needs.
$app = require __DIR__ . '/../src/app.php';

// TODO: add GET /_selftest. For each of four requests, build a fresh app from
// src/app.php, send the request with $app->handle(), and answer the status codes as JSON;
// the bookmark the second request asks for is the query's id (/_selftest?id=99).

$app->run();
