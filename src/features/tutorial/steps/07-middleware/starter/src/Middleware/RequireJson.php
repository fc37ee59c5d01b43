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
        // TODO: answer 415 with a JSON error when a POST, PUT or PATCH request's
        // Content-Type is not application/json; pass every other request on.
        return $handler->handle($request);
    }
}
