<?php

namespace App\Middleware;

use Psr\Http\Message\ResponseFactoryInterface;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Http\Server\MiddlewareInterface;
use Psr\Http\Server\RequestHandlerInterface;

/** Turns away a request that sends a body in anything but JSON, before any route sees it. */
final class RequireJson implements MiddlewareInterface
{
    public function __construct(private ResponseFactoryInterface $responseFactory)
    {
    }

    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $sendsBody = in_array($request->getMethod(), ['POST', 'PUT', 'PATCH'], true);
        $mediaType = strtolower(trim(explode(';', $request->getHeaderLine('Content-Type'))[0]));
        if ($sendsBody && $mediaType !== 'application/json') {
            $response = $this->responseFactory->createResponse(415);
            $response->getBody()->write(json_encode(['error' => 'Send the body as application/json']));
            return $response->withHeader('Content-Type', 'application/json');
        }
        return $handler->handle($request);
    }
}
