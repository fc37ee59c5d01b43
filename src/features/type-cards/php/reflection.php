<?php
// What PHP's Reflection says of the symbols the resolver (resolver.php) meets, in the package set
// whose autoloader this process loaded: whether a class or method exists, what a method returns (its
// native type, or its docblock's `@return` when that says more: `static`, `$this`, `@template`), and
// for the cards a symbol's signature, the first sentence of its docblock, its declaring class, and its
// file and line in its package, which typeIndex.mjs turns into a link at the pinned tag.

declare(strict_types=1);

final class SymbolReflection
{
    private string $vendor;
    /** @var array<string, array{name: string, version: string}> install path => package */
    private array $packages = [];
    /** @var array<string, array> */
    private array $symbols = [];
    /** @var array<string, array<string, string>> file => lower-cased alias => class */
    private array $fileImports = [];
    /** @var ?list<string> */
    private ?array $prefixes = null;

    public function __construct(string $vendor)
    {
        $this->vendor = (string) realpath($vendor);
        $installed = json_decode((string) file_get_contents($vendor . '/composer/installed.json'), true);
        foreach ($installed['packages'] ?? $installed as $package) {
            $path = realpath($vendor . '/' . $package['name']);
            if ($path) $this->packages[$path . '/'] = ['name' => $package['name'], 'version' => $package['version']];
        }
    }

    /** Whether a class name falls in a namespace one of the set's packages autoloads (else its package is not installed). */
    public function inInstalledNamespace(string $class): bool
    {
        $this->prefixes ??= array_keys([...(require $this->vendor . '/composer/autoload_psr4.php'), ...(require $this->vendor . '/composer/autoload_namespaces.php')]);
        foreach ($this->prefixes as $prefix) if ($prefix !== '' && str_starts_with($class, $prefix)) return true;
        return false;
    }

    public function classExists(string $name): bool
    {
        try {
            return class_exists($name) || interface_exists($name) || trait_exists($name) || enum_exists($name);
        } catch (Throwable) {
            return false;
        }
    }

    /** 'vendor' for a class of the set's packages, 'php' for PHP's own, null when there is no such class. */
    public function origin(string $class): ?string
    {
        if (!$this->classExists($class)) return null;
        $file = (new ReflectionClass($class))->getFileName();
        return $file === false ? 'php' : ($this->packageOf($file) ? 'vendor' : 'other');
    }

    /** @return array<string, true> lower-cased names of the methods the set's classes declare (read from their files) */
    public function declaredMethodNames(): array
    {
        $names = [];
        $files = array_unique(array_values(require $this->vendor . '/composer/autoload_classmap.php'));
        foreach ($files as $file) {
            if (!$this->packageOf($file)) continue;
            preg_match_all('/function\s+&?(\w+)\s*\(/', (string) @file_get_contents($file), $m);
            foreach ($m[1] as $name) $names[strtolower($name)] = true;
        }
        return $names;
    }

    public function canonicalClass(string $class): string
    {
        return (new ReflectionClass($class))->getName();
    }

    public function method(string $class, string $name): ?ReflectionMethod
    {
        if (!$this->classExists($class)) return null;
        $reflection = new ReflectionClass($class);
        return $reflection->hasMethod($name) ? $reflection->getMethod($name) : null;
    }

    public function hasMagicCall(string $class, bool $static): bool
    {
        return $this->classExists($class) && (new ReflectionClass($class))->hasMethod($static ? '__callStatic' : '__call');
    }

    /** @return list<string> the class, its parents and its interfaces */
    public function ancestry(string $class): array
    {
        if (!$this->classExists($class)) return [];
        $reflection = new ReflectionClass($class);
        $names = [$reflection->getName()];
        for ($parent = $reflection->getParentClass(); $parent; $parent = $parent->getParentClass()) $names[] = $parent->getName();
        return [...$names, ...$reflection->getInterfaceNames()];
    }

    /**
     * The class a call returns: `static`/`$this` in the docblock or the native type give the
     * receiver's type; `self` the declaring class; a `@template T` bound by a `class-string<T>`
     * parameter gives the class the argument names.
     * @param list<?string> $classArguments the class each argument names with `X::class`, by position
     */
    public function returnClass(ReflectionMethod $method, string $receiver, array $classArguments): ?string
    {
        $doc = (string) $method->getDocComment();
        $template = $this->templateReturn($method, $doc, $classArguments);
        if ($template) return $template;
        $docReturn = preg_match('/@return\s+(\S+)/', $doc, $m) ? $m[1] : null;
        if ($docReturn !== null && preg_match('/(^|\|)(static|\$this)(\||$)/', $docReturn)) return $receiver;
        $native = $method->getReturnType();
        $nativeClass = $native ? $this->firstClass('\\' . str_replace(['|', '&'], ['|\\', '&\\'], ltrim((string) $native, '?')), $method, $receiver) : null;
        if ($nativeClass) return $nativeClass;
        return $docReturn !== null ? $this->firstClass($docReturn, $method, $receiver) : null;
    }

    /** @param list<?string> $classArguments */
    private function templateReturn(ReflectionMethod $method, string $doc, array $classArguments): ?string
    {
        if (!preg_match_all('/@template\s+(\w+)/', $doc, $templates)) return null;
        foreach ($templates[1] as $template) {
            if (!preg_match('/@return\s+(?:\S*\|)?' . $template . '(\||\s|$)/', $doc)) continue;
            foreach ($method->getParameters() as $position => $parameter) {
                $pattern = '/@param\s+(?:\S*\|)?class-string<' . $template . '>\S*\s+\$' . $parameter->getName() . '\b/';
                if (preg_match($pattern, $doc) && ($classArguments[$position] ?? null)) return $classArguments[$position];
            }
        }
        return null;
    }

    /** The first class of a type (`?Foo`, `Foo|null`, `Foo[]` is not one), resolved in the method's file. */
    private function firstClass(string $type, ReflectionMethod $method, string $receiver): ?string
    {
        foreach (preg_split('/[|&]/', ltrim($type, '?')) as $part) {
            $part = trim($part, '()');
            $lower = strtolower(ltrim($part, '\\'));
            if ($lower === 'static' || $lower === '$this') return $receiver;
            if ($lower === 'self') return $method->getDeclaringClass()->getName();
            if (in_array($lower, ['null', 'mixed', 'void', 'never', 'bool', 'false', 'true', 'int', 'float', 'string',
                'array', 'iterable', 'callable', 'object', 'resource'], true) || !preg_match('/^\\\\?[A-Za-z_][\w\\\\]*$/', $part)) continue;
            $class = $this->resolveDocName($part, $method->getDeclaringClass());
            if ($this->classExists($class)) return $class;
        }
        return null;
    }

    private function resolveDocName(string $name, ReflectionClass $context): string
    {
        if ($name[0] === '\\') return substr($name, 1);
        $file = (string) $context->getFileName();
        if (!isset($this->fileImports[$file])) {
            $imports = [];
            preg_match_all('/^use\s+([\w\\\\]+)(?:\s+as\s+(\w+))?\s*;/m', (string) @file_get_contents($file), $uses, PREG_SET_ORDER);
            foreach ($uses as $use) $imports[strtolower($use[2] ?? substr($use[1], (int) strrpos('\\' . $use[1], '\\')))] = $use[1];
            $this->fileImports[$file] = $imports;
        }
        $first = strtolower(explode('\\', $name)[0]);
        if (isset($this->fileImports[$file][$first])) return $this->fileImports[$file][$first] . substr($name, strlen($first));
        $namespace = $context->getNamespaceName();
        return $namespace === '' ? $name : $namespace . '\\' . $name;
    }

    /** Records a method for the cards and gives its key, `Class::method` with the declaring class. */
    public function methodSymbol(ReflectionMethod $method): string
    {
        $class = $method->getDeclaringClass();
        $key = $class->getName() . '::' . $method->getName();
        if (!isset($this->symbols[$key])) {
            $this->symbols[$key] = $this->located($class, $method->getStartLine() ?: null) + [
                'kind' => 'method',
                'name' => $key,
                'signature' => $this->signature($method),
                'summary' => $this->summary($method),
                'declaringClass' => $class->getName(),
                'static' => $method->isStatic(),
            ];
        }
        return $key;
    }

    public function classSymbol(string $name): string
    {
        $class = new ReflectionClass($name);
        $key = $class->getName();
        if (!isset($this->symbols[$key])) {
            $kind = $class->isInterface() ? 'interface' : ($class->isTrait() ? 'trait' : ($class->isEnum() ? 'enum' : 'class'));
            $heading = ($class->isFinal() && !$class->isEnum() ? 'final ' : '') . ($class->isAbstract() && !$class->isInterface() ? 'abstract ' : '') . $kind . ' ' . $key;
            $parent = $class->getParentClass();
            if ($parent) $heading .= ' extends ' . $parent->getName();
            $interfaces = $class->getInterfaceNames();
            if ($interfaces) $heading .= ($class->isInterface() ? ' extends ' : ' implements ') . implode(', ', $this->directInterfaces($class));
            $this->symbols[$key] = $this->located($class, $class->getStartLine() ?: null) + [
                'kind' => $kind,
                'name' => $key,
                'signature' => $heading,
                'summary' => $this->firstSentence((string) $class->getDocComment()),
                'declaringClass' => $key,
                'static' => false,
            ];
        }
        return $key;
    }

    /** @return list<string> the interfaces a class names itself, not those its parents or interfaces bring */
    private function directInterfaces(ReflectionClass $class): array
    {
        $inherited = [];
        $parent = $class->getParentClass();
        if ($parent) $inherited = $parent->getInterfaceNames();
        foreach ($class->getInterfaces() as $interface) $inherited = [...$inherited, ...$interface->getInterfaceNames()];
        return array_values(array_diff($class->getInterfaceNames(), $inherited));
    }

    /** @return array<string, array> */
    public function symbols(): array
    {
        return $this->symbols;
    }

    /** @return array{package: ?string, version: ?string, path: ?string, line: ?int} */
    private function located(ReflectionClass $class, ?int $line): array
    {
        $file = $class->getFileName();
        $package = $file === false ? null : $this->packageOf($file);
        if (!$package) return ['package' => null, 'version' => null, 'path' => null, 'line' => null];
        [$root, $info] = $package;
        return ['package' => $info['name'], 'version' => $info['version'], 'path' => substr((string) realpath($file), strlen($root)), 'line' => $line];
    }

    /** @return ?array{0: string, 1: array{name: string, version: string}} */
    private function packageOf(string $file): ?array
    {
        $real = (string) realpath($file);
        foreach ($this->packages as $root => $info) if (str_starts_with($real, $root)) return [$root, $info];
        return null;
    }

    /** `name(Type $a, ?Type $b = null, ...$rest): Return`, with the types Reflection gives. */
    public function signature(ReflectionMethod $method): string
    {
        $parameters = [];
        foreach ($method->getParameters() as $parameter) {
            $text = $parameter->hasType() ? $parameter->getType() . ' ' : '';
            $text .= ($parameter->isPassedByReference() ? '&' : '') . ($parameter->isVariadic() ? '...' : '') . '$' . $parameter->getName();
            if ($parameter->isDefaultValueAvailable()) $text .= ' = ' . $this->defaultValue($parameter);
            $parameters[] = $text;
        }
        $return = $method->hasReturnType() ? ': ' . $method->getReturnType() : '';
        return ($method->isStatic() ? 'static ' : '') . $method->getName() . '(' . implode(', ', $parameters) . ')' . $return;
    }

    private function defaultValue(ReflectionParameter $parameter): string
    {
        if ($parameter->isDefaultValueConstant()) return (string) $parameter->getDefaultValueConstantName();
        $value = $parameter->getDefaultValue();
        if ($value === null) return 'null';
        if ($value === []) return '[]';
        if (is_bool($value)) return $value ? 'true' : 'false';
        if (is_scalar($value)) return var_export($value, true);
        return '…';
    }

    /** The first sentence of a method's docblock, or of the one it inherits (`{@inheritdoc}` or none). */
    private function summary(ReflectionMethod $method): string
    {
        $own = $this->firstSentence((string) $method->getDocComment());
        if ($own !== '') return $own;
        $class = $method->getDeclaringClass();
        $candidates = [];
        for ($parent = $class->getParentClass(); $parent; $parent = $parent->getParentClass()) $candidates[] = $parent;
        foreach ($class->getInterfaces() as $interface) $candidates[] = $interface;
        foreach ($candidates as $candidate) {
            if (!$candidate->hasMethod($method->getName())) continue;
            $inherited = $candidate->getMethod($method->getName());
            if ($inherited->getDeclaringClass()->getName() === $class->getName()) continue;
            $text = $this->firstSentence((string) $inherited->getDocComment());
            if ($text !== '') return $text;
        }
        return '';
    }

    private function firstSentence(string $doc): string
    {
        $lines = [];
        foreach (preg_split('/\R/', $doc) as $line) {
            $line = trim(preg_replace('#^\s*(/\*\*|\*/|\*)#', '', $line) ?? '');
            $line = trim(preg_replace('#\*/$#', '', $line) ?? '');
            if (str_starts_with($line, '@')) break;
            if ($line === '' && $lines) break;
            if ($line !== '') $lines[] = $line;
        }
        $text = trim(preg_replace('/\{@inheritdoc\}|\s+/i', ' ', implode(' ', $lines)) ?? '');
        if ($text === '') return '';
        return preg_match('/^(.+?[.!?])(\s|$)/', $text, $m) ? $m[1] : $text;
    }

    /**
     * The classes Slim gives a route's callables in this set: the request its ServerRequestCreator
     * makes and the response its response factory makes (Slim-Http's decorators when slim/http is
     * installed), so that a call the PSR-7 interface lacks can be checked on the object PHP really has.
     * @return array{request: ?string, response: ?string}
     */
    public function runtimeMessages(): array
    {
        $result = ['request' => null, 'response' => null];
        try {
            $result['response'] = get_class(\Slim\Factory\AppFactory::determineResponseFactory()->createResponse());
            $_SERVER += ['REQUEST_METHOD' => 'GET', 'REQUEST_URI' => '/', 'SERVER_PROTOCOL' => 'HTTP/1.1'];
            $result['request'] = get_class(\Slim\Factory\ServerRequestCreatorFactory::create()->createServerRequestFromGlobals());
        } catch (Throwable) {
            // A set without a PSR-7 implementation Slim detects: route callables get nothing to check against.
        }
        return $result;
    }
}
