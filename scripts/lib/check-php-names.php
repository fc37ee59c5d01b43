<?php
// Checks PHP fragments statically against installed Composer packages: every class, interface,
// function and method a fragment names must exist. Read by scripts/lib/php-example-runner.mjs.
//
// stdin: {"autoload": "/abs/vendor/autoload.php", "fragments": [{"id": "…", "code": "…",
//          "borrowed": "code whose use lines the fragment may borrow", "page": ["other code on the page", …]}]}
// stdout: {"<id>": ["problem", …], …} (an empty list: every name exists)
//
// Names are resolved as PHP resolves them: `use` imports (the fragment's, then the borrowed
// snippet's), the fragment's namespace, then the global one. A method called on `$app` must exist on
// Slim\App; any other `->name(` must be declared by some class of the installed packages or on the
// page, since the receiver's type is not known without running the code.

declare(strict_types=1);

$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
require $input['autoload'];

const NAME_TOKENS = [T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_NAME_RELATIVE];
const RESERVED_TYPES = ['int', 'string', 'float', 'bool', 'array', 'callable', 'iterable', 'object', 'mixed',
    'void', 'never', 'null', 'false', 'true', 'self', 'static', 'parent'];
// Receivers whose type every page of the guide gives the same way.
const RECEIVERS = ['$app' => ['Slim\App']];

/** @return list<array{0:int|string,1:string}> significant tokens, whitespace and comments dropped */
function significant(string $code): array
{
    $source = str_starts_with(ltrim($code), '<?php') || str_contains($code, '<?') ? $code : "<?php\n" . $code;
    $tokens = [];
    foreach (token_get_all($source) as $token) {
        $token = is_array($token) ? [$token[0], $token[1]] : [$token, $token];
        if (in_array($token[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_OPEN_TAG, T_CLOSE_TAG, T_INLINE_HTML], true)) {
            continue;
        }
        $tokens[] = $token;
    }
    return $tokens;
}

/** @return array{classes: array<string,string>, functions: array<string,string>, namespace: string} */
function imports(array $tokens): array
{
    $result = ['classes' => [], 'functions' => [], 'namespace' => ''];
    $depth = 0;
    for ($i = 0, $n = count($tokens); $i < $n; $i++) {
        [$type, $text] = $tokens[$i];
        if ($text === '{') $depth++;
        if ($text === '}') $depth--;
        if ($type === T_NAMESPACE && in_array($tokens[$i + 1][0] ?? null, NAME_TOKENS, true)) {
            $result['namespace'] = $tokens[$i + 1][1];
        }
        if ($type !== T_USE || $depth > 0 || ($tokens[$i + 1][1] ?? '') === '(') continue;
        $kind = 'classes';
        $j = $i + 1;
        if (($tokens[$j][0] ?? null) === T_FUNCTION) { $kind = 'functions'; $j++; }
        elseif (($tokens[$j][0] ?? null) === T_CONST) { $kind = 'constants'; $j++; }
        // use A\B, C\D as E;  use A\{B, C as D};
        $group = '';
        while ($j < $n && $tokens[$j][1] !== ';') {
            if ($tokens[$j][1] === '{') {
                $prefix = $tokens[$j - 1][0] === T_NS_SEPARATOR ? $tokens[$j - 2][1] : $tokens[$j - 1][1];
                $group = trim($prefix, '\\') . '\\';
            }
            if ($tokens[$j][1] === '}') $group = '';
            if (in_array($tokens[$j][0], NAME_TOKENS, true) && ($tokens[$j + 1][1] ?? '') !== '{' && ($tokens[$j + 1][0] ?? null) !== T_NS_SEPARATOR) {
                $name = $group . ltrim($tokens[$j][1], '\\');
                $alias = substr($name, (int) strrpos('\\' . $name, '\\'));
                if (($tokens[$j + 1][0] ?? null) === T_AS) { $alias = $tokens[$j + 2][1]; $j += 2; }
                if ($kind !== 'constants') $result[$kind][strtolower($alias)] = $name;
            }
            $j++;
        }
        $i = $j;
    }
    return $result;
}

function resolve(string $name, array $imports, string $kind = 'classes'): string
{
    if ($name[0] === '\\') return substr($name, 1);
    if (str_starts_with(strtolower($name), 'namespace\\')) return ltrim($imports['namespace'] . '\\' . substr($name, 10), '\\');
    $first = strtolower(explode('\\', $name)[0]);
    if ($kind === 'classes' || str_contains($name, '\\')) {
        if (isset($imports['classes'][$first])) {
            $rest = substr($name, strlen($first));
            return $imports['classes'][$first] . $rest;
        }
    } elseif (isset($imports['functions'][$first])) {
        return $imports['functions'][$first];
    }
    return ltrim($imports['namespace'] . '\\' . $name, '\\');
}

function typeExists(string $name): bool
{
    try {
        return class_exists($name) || interface_exists($name) || trait_exists($name) || enum_exists($name);
    } catch (Throwable) {
        return false;
    }
}

/** Lower-cased names of every method and function declared in the given code. */
function declaredFunctions(array $tokens): array
{
    $names = [];
    foreach ($tokens as $i => [$type]) {
        if ($type !== T_FUNCTION) continue;
        $next = $tokens[$i + 1] ?? null;
        if ($next && $next[1] === '&') $next = $tokens[$i + 2] ?? null;
        if ($next && $next[0] === T_STRING) $names[strtolower($next[1])] = true;
    }
    return $names;
}

/** Fully qualified names of the classes declared in the given tokens. */
function declaredTypes(array $tokens, array $imports): array
{
    $types = [];
    foreach ($tokens as $i => [$type]) {
        if (in_array($type, [T_CLASS, T_INTERFACE, T_TRAIT, T_ENUM], true) && ($tokens[$i + 1][0] ?? null) === T_STRING
            && ($tokens[$i - 1][0] ?? null) !== T_DOUBLE_COLON) {
            $types[strtolower(ltrim($imports['namespace'] . '\\' . $tokens[$i + 1][1], '\\'))] = true;
        }
    }
    return $types;
}

function vendorMethods(string $vendor): array
{
    $names = [];
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($vendor, FilesystemIterator::SKIP_DOTS));
    foreach ($files as $file) {
        if ($file->getExtension() !== 'php') continue;
        $names += declaredFunctions(significant((string) file_get_contents($file->getPathname())));
    }
    return $names;
}

$vendorMethods = vendorMethods(dirname($input['autoload']));
foreach (array_merge(get_declared_classes(), get_declared_interfaces()) as $class) {
    if ((new ReflectionClass($class))->isInternal()) {
        foreach (get_class_methods($class) as $method) $vendorMethods[strtolower($method)] = true;
    }
}
// Namespaces the installed packages provide: a class outside them comes from a package that is not installed.
$loader = require $input['autoload'];
$providedPrefixes = array_keys($loader->getPrefixesPsr4() + $loader->getPrefixes());
// Every namespace that holds an installed class, for `use Some\Namespace;` imports.
$namespaces = [];
foreach (array_keys($loader->getClassMap()) as $class) {
    for ($name = strtolower($class); ($cut = strrpos($name, '\\')) !== false; ) {
        $name = substr($name, 0, $cut);
        if (isset($namespaces[$name])) break;
        $namespaces[$name] = true;
    }
}
$provided = function (string $class) use ($providedPrefixes): bool {
    if (!str_contains($class, '\\')) return true;
    foreach ($providedPrefixes as $prefix) if (str_starts_with($class, rtrim($prefix, '\\') . '\\')) return true;
    return false;
};
$report = [];
foreach ($input['fragments'] as $fragment) {
    $tokens = significant($fragment['code']);
    $own = imports($tokens);
    $borrowed = imports(significant($fragment['borrowed'] ?? ''));
    $lenient = (bool) ($fragment['lenient'] ?? false);
    $placeholders = array_map('strtolower', $fragment['placeholders'] ?? []);
    // A placeholder matches by its full name or its last segment.
    $isPlaceholder = fn (string $name): bool => in_array(strtolower(ltrim($name, '\\')), $placeholders, true)
        || in_array(strtolower(substr($name, (int) strrpos('\\' . $name, '\\'))), $placeholders, true);
    $useGroup = false;
    $scope = [
        'classes' => $own['classes'] + $borrowed['classes'],
        'functions' => $own['functions'] + $borrowed['functions'],
        'namespace' => $own['namespace'],
    ];
    $pageTokens = [];
    foreach ($fragment['page'] as $code) $pageTokens = array_merge($pageTokens, significant($code));
    $pageImports = imports($pageTokens);
    $declaredHere = declaredFunctions(array_merge($tokens, $pageTokens));
    $typesHere = declaredTypes($tokens, $own) + declaredTypes($pageTokens, $pageImports);
    foreach ($fragment['page'] as $code) {
        $t = significant($code);
        $typesHere += declaredTypes($t, imports($t));
    }
    $problems = [];
    $checkType = function (string $name) use (&$problems, $scope, $typesHere, $lenient, $provided, $isPlaceholder): ?string {
        if (in_array(strtolower($name), RESERVED_TYPES, true) || $isPlaceholder($name)) return null;
        $resolved = resolve($name, $scope);
        if (!str_contains($name, '\\') && defined($name)) return null; // a constant beside |
        if (!typeExists($resolved) && !isset($typesHere[strtolower($resolved)])) {
            if ($lenient && !$provided($resolved)) return null;
            $problems[] = $provided($resolved) || str_starts_with($resolved, 'App\\')
                ? "class $resolved (written $name) does not exist"
                : "class $resolved (written $name) is in no installed package";
            return null;
        }
        return $resolved;
    };
    $n = count($tokens);
    $prev = fn (int $i, int $back = 1) => $tokens[$i - $back] ?? [null, ''];
    $next = fn (int $i, int $ahead = 1) => $tokens[$i + $ahead] ?? [null, ''];
    $inUse = false;
    $attribute = 0; // bracket depth inside #[…]
    $attributeParens = 0;
    for ($i = 0; $i < $n; $i++) {
        [$type, $text] = $tokens[$i];
        if ($type === T_ATTRIBUTE) { $attribute = 1; $attributeParens = 0; continue; }
        if ($attribute > 0) {
            if ($text === '[') $attribute++;
            if ($text === ']') $attribute--;
            if ($text === '(') $attributeParens++;
            if ($text === ')') $attributeParens--;
            if ($attributeParens === 0 && in_array($type, NAME_TOKENS, true) && in_array($tokens[$i - 1][0], [T_ATTRIBUTE, ','], true)) {
                $checkType($text);
                continue;
            }
        }
        if ($type === T_USE && $next($i)[1] !== '(') { $inUse = true; $useGroup = false; continue; }
        if ($inUse && $text === '{') $useGroup = true;
        if ($inUse && $text === '}') $useGroup = false;
        if ($inUse && !$useGroup && in_array($type, NAME_TOKENS, true) && $prev($i)[0] !== T_AS
            && $next($i)[1] !== '{' && $next($i)[0] !== T_NS_SEPARATOR) {
            // An import must name a class, a function or a namespace that exists.
            $imported = ltrim($text, '\\');
            $known = typeExists($imported) || function_exists($imported) || isset($typesHere[strtolower($imported)])
                || isset($namespaces[strtolower($imported)]) || $isPlaceholder($imported)
                || ($lenient && !$provided($imported));
            if (!$known) {
                $problems[] = $provided($imported) || str_starts_with($imported, 'App\\')
                    ? "use $imported: no such class, function or namespace"
                    : "use $imported: in no installed package";
            }
        }
        if ($inUse) { if ($text === ';') $inUse = false; continue; }
        if (in_array($type, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR], true) && $next($i)[0] === T_STRING && $next($i, 2)[1] === '(') {
            $method = $next($i)[1];
            $receiver = $prev($i)[0] === T_VARIABLE && $prev($i, 2)[1] !== '->' ? $prev($i)[1] : null;
            if ($receiver !== null && isset(RECEIVERS[$receiver])) {
                $ok = false;
                foreach (RECEIVERS[$receiver] as $class) $ok = $ok || method_exists($class, $method);
                if (!$ok) $problems[] = "method $receiver->$method() does not exist on " . implode(' or ', RECEIVERS[$receiver]);
            } elseif (!$lenient && !isset($vendorMethods[strtolower($method)]) && !isset($declaredHere[strtolower($method)])) {
                $problems[] = "method ->$method() is declared by no installed package";
            }
            $i++;
            continue;
        }
        if (!in_array($type, NAME_TOKENS, true)) continue;
        [$prevType, $prevText] = $prev($i);
        [$nextType, $nextText] = $next($i);
        if (in_array($prevType, [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_CONST,
            T_CLASS, T_INTERFACE, T_TRAIT, T_ENUM, T_NAMESPACE, T_GOTO, T_CASE], true)
            || $nextType === T_DOUBLE_ARROW || ($nextText === ':' && $prevText !== '?' && $prevText !== ')')) {
            // a member, a declaration, an array key or a named argument
            continue;
        }
        if ($nextType === T_DOUBLE_COLON) {
            $class = in_array(strtolower($text), ['self', 'static', 'parent'], true) ? null : $checkType($text);
            [$memberType, $member] = $next($i, 2);
            if ($class !== null && $memberType === T_STRING && $next($i, 3)[1] === '(' && !method_exists($class, $member)
                && !method_exists($class, '__callStatic') && !isset($declaredHere[strtolower($member)])) {
                $problems[] = "method $class::$member() does not exist";
            }
            continue;
        }
        $isType = in_array($prevType, [T_NEW, T_INSTANCEOF, T_EXTENDS, T_IMPLEMENTS], true)
            || in_array($nextType, [T_VARIABLE, T_ELLIPSIS], true) || $nextText === '&' || $nextText === '|' || $prevText === '|'
            || ($prevText === '?' && in_array($nextType, [T_VARIABLE], true))
            || $prevText === ':' || ($prevText === '?' && $prev($i, 2)[1] === ':')
            || ($prevText === ',' && in_array(T_IMPLEMENTS, array_column(array_slice($tokens, max(0, $i - 8), 8), 0), true))
            || ($prevText === '(' && $prev($i, 2)[0] === T_CATCH);
        if ($isType) {
            if ($prevText === ':' && $prev($i, 2)[1] !== ')' && $prev($i, 2)[1] !== '?') continue; // ternary or label
            $checkType($text);
            continue;
        }
        if ($nextText === '(' && $type !== T_NAME_RELATIVE) {
            $resolved = resolve($text, $scope, 'functions');
            $global = ltrim(substr($text, (int) strrpos('\\' . $text, '\\')), '\\');
            if (!function_exists($resolved) && !(!str_contains($text, '\\') && function_exists($global))
                && !isset($declaredHere[strtolower($global)]) && !($lenient && !$provided($resolved))
                && !$isPlaceholder($text)) {
                $problems[] = "function $resolved() does not exist";
            }
        }
    }
    $report[$fragment['id']] = array_values(array_unique($problems));
}
echo json_encode($report, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
