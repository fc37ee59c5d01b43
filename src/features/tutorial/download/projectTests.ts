// The PHPUnit files of a downloaded step: the step's checks, sent to the app in memory through
// $app->handle(). They build the app from public/index.php as the reader wrote it, so they test
// every step's state, whether or not the app is already built in src/app.php.

export function phpunitXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="tests/bootstrap.php" colors="true">
    <testsuites>
        <testsuite name="app">
            <directory>tests</directory>
        </testsuite>
    </testsuites>
</phpunit>
`;
}

export function testsBootstrap(): string {
  return `<?php

require __DIR__ . '/../vendor/autoload.php';

/**
 * A fresh app, built by public/index.php. That file also runs the app for the current request, so
 * it answers one GET / here, and what it prints is thrown away: only the app it built is kept.
 */
function buildApp(): Slim\\App
{
    $_SERVER['REQUEST_METHOD'] = 'GET';
    $_SERVER['REQUEST_URI'] = '/';
    ob_start();
    try {
        require __DIR__ . '/../public/index.php';
    } finally {
        ob_end_clean();
    }
    return $app;
}
`;
}

export function checksTest(): string {
  return `<?php

use PHPUnit\\Framework\\TestCase;
use Slim\\Psr7\\Factory\\ServerRequestFactory;

/** Every check of the tutorial step, sent to the app in memory: no web server, no network. */
final class StepChecksTest extends TestCase
{
    /** @return array<string, array{array<string, mixed>}> */
    public static function checks(): array
    {
        $checks = json_decode((string) file_get_contents(__DIR__ . '/checks.json'), true, 512, JSON_THROW_ON_ERROR);
        $cases = [];
        foreach ($checks as $check) {
            $cases[$check['name']] = [$check];
        }
        return $cases;
    }

    /**
     * @dataProvider checks
     * @param array<string, mixed> $check
     */
    public function testCheck(array $check): void
    {
        $request = (new ServerRequestFactory())->createServerRequest($check['request']['method'], $check['request']['path']);
        foreach ($check['request']['headers'] ?? [] as [$name, $value]) {
            $request = $request->withAddedHeader($name, $value);
        }
        if (isset($check['request']['body'])) {
            $request->getBody()->write($check['request']['body']);
        }

        $response = buildApp()->handle($request);
        $body = (string) $response->getBody();

        $expect = $check['expect'];
        if (isset($expect['status'])) {
            $this->assertSame($expect['status'], $response->getStatusCode(), $body);
        }
        foreach ($expect['headers'] ?? [] as $name => $value) {
            $this->assertSame($value, $response->getHeaderLine($name), "header $name");
        }
        if (array_key_exists('json', $expect)) {
            $this->assertEquals($expect['json'], json_decode($body, true));
        }
        if (isset($expect['bodyIncludes'])) {
            $this->assertStringContainsString($expect['bodyIncludes'], $body);
        }
    }
}
`;
}
