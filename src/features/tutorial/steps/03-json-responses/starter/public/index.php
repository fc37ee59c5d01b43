<?php

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();

// The bookmarks this step's app starts from, keyed by id.
$bookmarks = [
    1 => ['id' => 1, 'title' => 'Slim Framework', 'url' => 'https://www.slimframework.com'],
    2 => ['id' => 2, 'title' => 'PHP manual', 'url' => 'https://www.php.net/manual/en/'],
];

$app->get('/', function (Request $request, Response $response): Response {
    $response->getBody()->write('Hello from Slim');
    return $response;
});

$app->get('/hello/{name}', function (Request $request, Response $response, array $args): Response {
    $response->getBody()->write('Hello, ' . htmlspecialchars($args['name']));
    return $response;
});

// TODO: add GET /bookmarks, answering the list of bookmarks as JSON.

$app->run();
