<?php

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Psr7\Factory\ServerRequestFactory;

require __DIR__ . '/../vendor/autoload.php';

// src/app.php builds the app and returns it without running it: a test can build as many as it needs.
$app = require __DIR__ . '/../src/app.php';

// Runs requests through a fresh app in memory, as the tests of a real project do.
$app->get('/_selftest', function (Request $request, Response $response): Response {
    $send = function (string $method, string $path, ?string $json = null): int {
        $fresh = require __DIR__ . '/../src/app.php';
        $probe = (new ServerRequestFactory())->createServerRequest($method, $path);
        if ($json !== null) {
            $probe->getBody()->write($json);
            $probe = $probe->withHeader('Content-Type', 'application/json');
        }
        return $fresh->handle($probe)->getStatusCode();
    };
    // The bookmark to ask for comes from the query, ?id=…, so the check can tell a real request from a guess.
    $id = (string) ($request->getQueryParams()['id'] ?? '99');
    $results = [
        'GET /api/bookmarks' => $send('GET', '/api/bookmarks'),
        "GET /api/bookmarks/$id" => $send('GET', "/api/bookmarks/$id"),
        'POST /api/bookmarks' => $send('POST', '/api/bookmarks', '{"title": "Slim", "url": "https://www.slimframework.com"}'),
        'POST /api/bookmarks without a title' => $send('POST', '/api/bookmarks', '{"url": "https://www.slimframework.com"}'),
    ];
    $response->getBody()->write(json_encode($results));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
