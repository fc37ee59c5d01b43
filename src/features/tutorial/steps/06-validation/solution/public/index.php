<?php

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();

$bookmarks = [
    1 => ['id' => 1, 'title' => 'Slim Framework', 'url' => 'https://www.slimframework.com'],
    2 => ['id' => 2, 'title' => 'PHP manual', 'url' => 'https://www.php.net/manual/en/'],
];

$app->addBodyParsingMiddleware();

$app->get('/', function (Request $request, Response $response): Response {
    $response->getBody()->write('Hello from Slim');
    return $response;
});

$app->get('/hello/{name}', function (Request $request, Response $response, array $args): Response {
    $response->getBody()->write('Hello, ' . htmlspecialchars($args['name']));
    return $response;
});

$app->get('/bookmarks', function (Request $request, Response $response) use ($bookmarks): Response {
    $response->getBody()->write(json_encode(array_values($bookmarks), JSON_UNESCAPED_SLASHES));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->get('/bookmarks/{id:[0-9]+}', function (Request $request, Response $response, array $args) use ($bookmarks): Response {
    $id = (int) $args['id'];
    $bookmark = $bookmarks[$id] ?? null;
    if ($bookmark === null) {
        $response->getBody()->write(json_encode(['error' => "Bookmark $id not found"]));
        return $response->withHeader('Content-Type', 'application/json')->withStatus(404);
    }
    $response->getBody()->write(json_encode($bookmark, JSON_UNESCAPED_SLASHES));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->post('/bookmarks', function (Request $request, Response $response) use ($bookmarks): Response {
    $data = $request->getParsedBody();
    if (!is_array($data)) {
        $response->getBody()->write(json_encode(['error' => 'Send a JSON object']));
        return $response->withHeader('Content-Type', 'application/json')->withStatus(400);
    }
    $errors = [];
    if (!is_string($data['title'] ?? null) || trim($data['title']) === '') {
        $errors['title'] = 'Give the bookmark a title';
    }
    if (!is_string($data['url'] ?? null) || !preg_match('~^https?://~i', $data['url']) || filter_var($data['url'], FILTER_VALIDATE_URL) === false) {
        $errors['url'] = 'Give a valid URL, such as https://example.com';
    }
    if ($errors !== []) {
        $response->getBody()->write(json_encode(['error' => 'The bookmark is not valid', 'fields' => $errors]));
        return $response->withHeader('Content-Type', 'application/json')->withStatus(422);
    }
    $id = max(array_keys($bookmarks)) + 1;
    $bookmark = ['id' => $id, 'title' => trim($data['title']), 'url' => $data['url']];
    $location = '/bookmarks/' . $bookmark['id'];
    $response->getBody()->write(json_encode($bookmark, JSON_UNESCAPED_SLASHES));
    return $response
        ->withHeader('Content-Type', 'application/json')
        ->withHeader('Location', $location)
        ->withStatus(201);
});

$app->run();
