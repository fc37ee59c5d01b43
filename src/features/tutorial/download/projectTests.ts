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

use PHPUnit\\Framework\\Attributes\\DataProvider;
use PHPUnit\\Framework\\TestCase;
use Psr\\Http\\Message\\ResponseInterface;
use Psr\\Http\\Message\\ServerRequestInterface;
use Slim\\Psr7\\Factory\\ServerRequestFactory;

/**
 * Every check of the tutorial step, sent to the app in memory: no web server, no network. A check is
 * judged as the tutorial's Check button judges it: a status or a class of them ("2xx"), media types by
 * type, header lists by their items, a Location by the path it points to.
 */
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
     * The attribute is what PHPUnit 10 and later read; the annotation is for PHPUnit 9.
     *
     * @dataProvider checks
     * @param array<string, mixed> $check
     */
    #[DataProvider('checks')]
    public function testCheck(array $check): void
    {
        $request = (new ServerRequestFactory())->createServerRequest($check['request']['method'], $check['request']['path']);
        foreach ($check['request']['headers'] ?? [] as [$name, $value]) {
            $request = $request->withAddedHeader($name, $value);
        }
        if (isset($check['request']['body'])) {
            $request->getBody()->write($check['request']['body']);
        }

        [$status, $response] = self::answer($request);
        $body = $response === null ? '' : (string) $response->getBody();

        $expect = $check['expect'];
        if (isset($expect['status'])) {
            $wanted = $expect['status'];
            $matches = is_int($wanted) ? $status === $wanted : intdiv($status, 100) === (int) $wanted[0];
            $this->assertTrue($matches, "status $status, expected $wanted\\n$body");
        }
        foreach ($expect['headers'] ?? [] as $name => $value) {
            $got = $response?->getHeaderLine($name) ?? '';
            $this->assertTrue(self::headerMatches($name, $got, $value), "header $name: \\"$got\\", expected \\"$value\\"");
        }
        if (array_key_exists('json', $expect)) {
            $this->assertEquals($expect['json'], json_decode($body, true));
        }
        if (isset($expect['bodyIncludes'])) {
            $this->assertStringContainsString($expect['bodyIncludes'], $body);
        }
        if (isset($expect['bodyExcludes'])) {
            $this->assertStringNotContainsString($expect['bodyExcludes'], $body);
        }
    }

    /**
     * The app's answer, as PHP would send it: an exception nothing catches (before the tutorial adds
     * error handling) is a 500 with no response.
     * @return array{int, ?ResponseInterface}
     */
    private static function answer(ServerRequestInterface $request): array
    {
        try {
            $response = buildApp()->handle($request);
            return [$response->getStatusCode(), $response];
        } catch (Throwable) {
            return [500, null];
        }
    }

    private static function headerMatches(string $name, string $got, string $wanted): bool
    {
        $mediaType = fn (string $value): string => strtolower(trim(explode(';', $value)[0]));
        $items = function (string $value): array {
            $list = array_filter(array_map(fn (string $item): string => strtolower(trim($item)), explode(',', $value)));
            sort($list);
            return $list;
        };
        return match (strtolower($name)) {
            'content-type' => $mediaType($got) === $mediaType($wanted),
            'allow', 'access-control-allow-methods', 'access-control-allow-headers', 'vary' => $items($got) === $items($wanted),
            'location' => $got === $wanted || (
                in_array(parse_url($got, PHP_URL_SCHEME), ['http', 'https'], true)
                && (parse_url($got, PHP_URL_PATH) ?? '') . (parse_url($got, PHP_URL_QUERY) !== null ? '?' . parse_url($got, PHP_URL_QUERY) : '') === $wanted
            ),
            default => $got === $wanted,
        };
    }
}
`;
}
