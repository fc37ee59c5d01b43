<?php

use App\BookmarkStore;
use App\Middleware\RequireJson;
use DI\Container;
use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Exception\HttpException;
use Slim\Exception\HttpMethodNotAllowedException;
use Slim\Factory\AppFactory;
use Slim\Routing\RouteCollectorProxy;
use Slim\Routing\RouteContext;

require __DIR__ . '/../vendor/autoload.php';

$container = new Container([
    'settings' => ['name' => 'Bookmarks API'],
    BookmarkStore::class => fn () => new BookmarkStore([
        1 => ['id' => 1, 'title' => 'Slim Framework', 'url' => 'https://www.slimframework.com'],
        2 => ['id' => 2, 'title' => 'PHP manual', 'url' => 'https://www.php.net/manual/en/'],
    ]),
]);
AppFactory::setContainer($container);

$app = AppFactory::create();

$app->addBodyParsingMiddleware();

$app->get('/', function (Request $request, Response $response): Response {
    $about = [
        'name' => $this->get('settings')['name'],
        'bookmarks' => count($this->get(BookmarkStore::class)->all()),
    ];
    $response->getBody()->write(json_encode($about));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->get('/hello/{name}', function (Request $request, Response $response, array $args): Response {
    $response->getBody()->write('Hello, ' . htmlspecialchars($args['name']));
    return $response;
});

$app->group('/api', function (RouteCollectorProxy $api) {
    $api->get('/bookmarks', function (Request $request, Response $response): Response {
        $store = $this->get(BookmarkStore::class);
        $routes = RouteContext::fromRequest($request)->getRouteParser();
        $list = array_map(
            fn (array $bookmark): array => $bookmark + ['href' => $routes->urlFor('bookmark', ['id' => (string) $bookmark['id']])],
            $store->all(),
        );
        $response->getBody()->write(json_encode($list, JSON_UNESCAPED_SLASHES));
        return $response->withHeader('Content-Type', 'application/json');
    });

    $api->get('/bookmarks/{id:[0-9]+}', function (Request $request, Response $response, array $args): Response {
        $store = $this->get(BookmarkStore::class);
        $id = (int) $args['id'];
        $bookmark = $store->find($id);
        if ($bookmark === null) {
            $response->getBody()->write(json_encode(['error' => "Bookmark $id not found"]));
            return $response->withHeader('Content-Type', 'application/json')->withStatus(404);
        }
        $response->getBody()->write(json_encode($bookmark, JSON_UNESCAPED_SLASHES));
        return $response->withHeader('Content-Type', 'application/json');
    })->setName('bookmark');

    $api->post('/bookmarks', function (Request $request, Response $response): Response {
        $store = $this->get(BookmarkStore::class);
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
        $bookmark = $store->add(trim($data['title']), $data['url']);
        $location = RouteContext::fromRequest($request)->getRouteParser()->urlFor('bookmark', ['id' => (string) $bookmark['id']]);
        $response->getBody()->write(json_encode($bookmark, JSON_UNESCAPED_SLASHES));
        return $response
            ->withHeader('Content-Type', 'application/json')
            ->withHeader('Location', $location)
            ->withStatus(201);
    });
})->add(new RequireJson($app->getResponseFactory()));

// The flags: show error details, log errors, log their details. Slim passes them to your handler too.
$errorMiddleware = $app->addErrorMiddleware(false, true, true);
$errorMiddleware->setDefaultErrorHandler(function (
    Request $request,
    Throwable $exception,
    bool $displayErrorDetails,
    bool $logErrors,
    bool $logErrorDetails,
) use ($app): Response {
    $known = $exception instanceof HttpException;
    if (!$known && $logErrors) {
        // The client gets a general message; the log keeps what went wrong, for you.
        error_log($logErrorDetails ? (string) $exception : $exception->getMessage());
    }
    $message = $known || $displayErrorDetails ? $exception->getMessage() : 'Something went wrong';
    $response = $app->getResponseFactory()->createResponse($known ? $exception->getCode() : 500);
    $response->getBody()->write(json_encode(['error' => $message]));
    if ($exception instanceof HttpMethodNotAllowedException) {
        $response = $response->withHeader('Allow', implode(', ', $exception->getAllowedMethods()));
    }
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
