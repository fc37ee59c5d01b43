<?php
// Resolves each call of a PHP block to the symbol an IDE would show for it, with nikic's php-parser
// for the syntax and SymbolReflection (reflection.php) for the packages. What it follows:
//   - `use` imports (the block's own, then those shown earlier on its page, as a reader has them);
//   - `new X`, typed parameters and properties (promoted ones too), `X::class` arguments;
//   - return types, and the docblock's `@return static|$this|self` and `@template T` bound by a
//     `class-string<T>` parameter; chains of calls;
//   - Slim's calling conventions for closures it calls: a route callable gets (request, response,
//     args), a middleware (request, handler), a group (its RouteCollectorProxy), and `$this` is the
//     container Slim binds them to; PSR-11 `get(X::class)` gives an X, as IDEs' container plugins do;
//   - in a fragment, the variables the guide's skeleton gives it: `$app`, `$request`, `$response`,
//     `$handler`, when the fragment does not assign them itself.
// A call whose receiver is known and lacks the method is a misuse; its message is PHP's own when
// PHP would raise one (a concrete class), else says which declared type lacks it.

declare(strict_types=1);

use PhpParser\Error as ParseError;
use PhpParser\ErrorHandler\Collecting;
use PhpParser\Node;
use PhpParser\Node\Expr;
use PhpParser\Node\Stmt;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\ParserFactory;

final class Scope
{
    /** @param array<string, ?string> $variables */
    public function __construct(public array $variables, public ?string $thisType, public ?string $selfClass, public bool $topLevel)
    {
    }
}

final class CallResolver
{
    private const FRAGMENT_VARIABLES = [
        'app' => 'Slim\App',
        'request' => 'Psr\Http\Message\ServerRequestInterface',
        'response' => 'Psr\Http\Message\ResponseInterface',
        'handler' => 'Psr\Http\Server\RequestHandlerInterface',
    ];
    private const REQUEST = 'Psr\Http\Message\ServerRequestInterface';
    private const RESPONSE = 'Psr\Http\Message\ResponseInterface';
    private const CONTAINER = 'Psr\Container\ContainerInterface';
    /** Parameters Slim passes to the closures given to these methods of its own classes. */
    private const CONVENTIONS = [
        'route' => [self::REQUEST, self::RESPONSE, null],
        'middleware' => [self::REQUEST, 'Psr\Http\Server\RequestHandlerInterface'],
        'group' => ['Slim\Interfaces\RouteCollectorProxyInterface'],
        'error' => [self::REQUEST, 'Throwable'],
    ];
    private const CONVENTION_OF = [
        'get' => 'route', 'post' => 'route', 'put' => 'route', 'patch' => 'route', 'delete' => 'route',
        'options' => 'route', 'any' => 'route', 'map' => 'route', 'add' => 'middleware', 'addmiddleware' => 'middleware',
        'group' => 'group', 'setdefaulterrorhandler' => 'error', 'seterrorhandler' => 'error',
    ];

    private \PhpParser\Parser $parser;
    /** @var array<string, array{extends: ?string, implements: list<string>, methods: array<string, ?string>, properties: array<string, ?string>}> */
    private array $local = [];
    /** @var list<string> lower-cased */
    private array $placeholders = [];
    /** @var list<array> */
    private array $calls = [];
    /** @var ?array<string, true> lower-cased names of every method the set's packages declare */
    private ?array $vendorMethodNames = null;

    public function __construct(private SymbolReflection $reflection, private array $runtime)
    {
        $this->parser = (new ParserFactory())->create(ParserFactory::PREFER_PHP7);
    }

    /** @param array{code: string, uses: list<string>, context: list<string>, placeholders: list<string>} $block */
    public function block(array $block): array
    {
        $this->calls = [];
        $this->local = [];
        $this->placeholders = array_map('strtolower', $block['placeholders']);
        foreach ($block['context'] as $code) {
            $context = $this->parse($this->asPhp($code, []));
            if ($context['ast']) $this->collectClasses($context['ast']);
        }
        $parsed = $this->parse($this->asPhp($block['code'], $block['uses']));
        if (!$parsed['ast']) return ['calls' => [], 'parseError' => $parsed['error']];
        $this->collectClasses($parsed['ast']);
        $this->walkAll($parsed['ast'], new Scope([], null, null, true));
        return ['calls' => $this->calls, 'parseError' => $parsed['error']];
    }

    /** A fragment gets `<?php` and the page's earlier `use` lines in front, on its first line (lines keep their numbers). */
    private function asPhp(string $code, array $uses): string
    {
        $trimmed = ltrim($code);
        if (str_starts_with($trimmed, '<?php') || str_contains($code, '<?')) return $code;
        preg_match_all('/^\s*use\s+(?:function\s+|const\s+)?[^;(]+;/m', $code, $own);
        $ownAliases = [];
        foreach ($own[0] as $line) foreach ($this->aliases($line) as $alias) $ownAliases[$alias] = true;
        $borrowed = [];
        foreach ($uses as $line) {
            $aliases = $this->aliases($line);
            if (!array_intersect_key(array_flip($aliases), $ownAliases)) $borrowed[] = $line;
            foreach ($aliases as $alias) $ownAliases[$alias] = true;
        }
        return '<?php ' . implode(' ', $borrowed) . ' ' . $code;
    }

    /** @return list<string> the lower-cased aliases a `use` line imports */
    private function aliases(string $line): array
    {
        $body = preg_replace('/^\s*use\s+(function\s+|const\s+)?|;\s*$/', '', $line) ?? '';
        if (preg_match('/^([^{]*)\{(.*)\}/', $body, $group)) $parts = explode(',', $group[2]);
        else $parts = explode(',', $body);
        $aliases = [];
        foreach ($parts as $part) {
            $part = trim($part);
            if ($part === '') continue;
            $aliases[] = strtolower(preg_match('/\sas\s+(\w+)$/i', $part, $m) ? $m[1] : substr($part, (int) strrpos('\\' . $part, '\\')));
        }
        return $aliases;
    }

    /** @return array{ast: ?array, error: ?string} */
    private function parse(string $code): array
    {
        $errors = new Collecting();
        try {
            $ast = $this->parser->parse($code, $errors);
        } catch (ParseError $error) {
            return ['ast' => null, 'error' => $error->getMessage()];
        }
        if ($ast === null) return ['ast' => null, 'error' => $errors->getErrors()[0]?->getMessage()];
        $traverser = new NodeTraverser();
        $traverser->addVisitor(new NameResolver(new Collecting()));
        $ast = $traverser->traverse($ast);
        return ['ast' => $ast, 'error' => $errors->hasErrors() ? $errors->getErrors()[0]->getMessage() : null];
    }

    private function collectClasses(array $ast): void
    {
        $finder = new \PhpParser\NodeFinder();
        foreach ($finder->findInstanceOf($ast, Stmt\ClassLike::class) as $class) {
            if (!isset($class->namespacedName)) continue;
            $name = $class->namespacedName->toString();
            $entry = ['extends' => null, 'implements' => [], 'methods' => [], 'properties' => []];
            if ($class instanceof Stmt\Class_) {
                $entry['extends'] = $class->extends?->toString();
                $entry['implements'] = array_map(fn ($n) => $n->toString(), $class->implements);
            } elseif ($class instanceof Stmt\Interface_) {
                $entry['implements'] = array_map(fn ($n) => $n->toString(), $class->extends);
            }
            foreach ($class->stmts as $member) {
                if ($member instanceof Stmt\ClassMethod) {
                    $entry['methods'][strtolower($member->name->toString())] = $this->typeName($member->returnType, $name);
                    if ($member->name->toLowerString() === '__construct') {
                        foreach ($member->params as $param) {
                            if ($param->flags && $param->var instanceof Expr\Variable && is_string($param->var->name)) {
                                $entry['properties'][$param->var->name] = $this->typeName($param->type, $name);
                            }
                        }
                    }
                } elseif ($member instanceof Stmt\Property) {
                    foreach ($member->props as $property) $entry['properties'][$property->name->toString()] = $this->typeName($member->type, $name);
                }
            }
            $this->local[strtolower($name)] = $entry + ['name' => $name];
        }
    }

    /** The class a type declaration names (the first of a union), or null for a scalar or none. */
    private function typeName(?Node $type, ?string $self): ?string
    {
        if ($type instanceof Node\NullableType) return $this->typeName($type->type, $self);
        if ($type instanceof Node\UnionType || $type instanceof Node\IntersectionType) {
            foreach ($type->types as $part) if ($name = $this->typeName($part, $self)) return $name;
            return null;
        }
        if ($type instanceof Node\Name) {
            $lower = $type->toLowerString();
            if ($lower === 'self' || $lower === 'static') return $self;
            return $type->toString();
        }
        return null;
    }

    private function isLocal(?string $class): bool
    {
        return $class !== null && isset($this->local[strtolower($class)]);
    }

    private function isPlaceholder(?string $class): bool
    {
        if ($class === null) return false;
        $short = strtolower(substr($class, (int) strrpos('\\' . $class, '\\')));
        return in_array($short, $this->placeholders, true) || in_array(strtolower($class), $this->placeholders, true);
    }

    // ---- walking: visits every node in order, records calls, assigns variable types --------------

    private function walkAll(array $nodes, Scope $scope): void
    {
        foreach ($nodes as $node) if ($node instanceof Node) $this->walk($node, $scope);
    }

    private function walk(Node $node, Scope $scope, array $closureHint = []): void
    {
        if ($node instanceof Stmt\ClassLike) {
            $name = isset($node->namespacedName) ? $node->namespacedName->toString() : null;
            foreach ($node->stmts as $member) {
                if ($member instanceof Stmt\ClassMethod) {
                    $inner = new Scope($this->parameters($member->params, [], $name), $member->isStatic() ? null : $name, $name, false);
                    $this->walkAll($member->stmts ?? [], $inner);
                } else {
                    $this->walk($member, new Scope([], null, $name, false));
                }
            }
            return;
        }
        if ($node instanceof Stmt\Function_) {
            $this->walkAll($node->stmts, new Scope($this->parameters($node->params, [], null), null, null, false));
            return;
        }
        if ($node instanceof Expr\Closure || $node instanceof Expr\ArrowFunction) {
            $variables = $node instanceof Expr\ArrowFunction ? $scope->variables : [];
            if ($node instanceof Expr\Closure) {
                foreach ($node->uses as $use) if (is_string($use->var->name)) $variables[$use->var->name] = $this->lookup($use->var->name, $scope);
            }
            $variables = array_merge($variables, $this->parameters($node->params, $closureHint['parameters'] ?? [], $scope->selfClass));
            $this_ = $node->static ? null : ($closureHint['this'] ?? $scope->thisType);
            $inner = new Scope($variables, $this_, $scope->selfClass, false);
            if ($node instanceof Expr\ArrowFunction) $this->walk($node->expr, $inner);
            else $this->walkAll($node->stmts, $inner);
            return;
        }
        if ($node instanceof Expr\Assign || $node instanceof Expr\AssignRef) {
            $this->walk($node->expr, $scope);
            if ($node->var instanceof Expr\Variable && is_string($node->var->name)) {
                $scope->variables[$node->var->name] = $this->typeOf($node->expr, $scope);
            } else {
                $this->walk($node->var, $scope);
            }
            return;
        }
        if ($node instanceof Stmt\If_ || $node instanceof Stmt\ElseIf_) {
            $this->walk($node->cond, $scope);
            $this->walkNarrowed($node->cond, $node->stmts, $scope);
            if ($node instanceof Stmt\If_) {
                $this->walkAll($node->elseifs, $scope);
                if ($node->else) $this->walk($node->else, $scope);
            }
            return;
        }
        if ($node instanceof Expr\Ternary && $node->if) {
            $this->walk($node->cond, $scope);
            $this->walkNarrowed($node->cond, [$node->if], $scope);
            $this->walk($node->else, $scope);
            return;
        }
        if ($node instanceof Stmt\Foreach_) {
            $this->walk($node->expr, $scope);
            foreach ([$node->keyVar, $node->valueVar] as $var) {
                if ($var instanceof Expr\Variable && is_string($var->name)) $scope->variables[$var->name] = null;
            }
            $this->walkAll($node->stmts, $scope);
            return;
        }
        if ($node instanceof Stmt\Catch_) {
            if ($node->var && is_string($node->var->name)) $scope->variables[$node->var->name] = $this->typeName($node->types[0] ?? null, $scope->selfClass);
            $this->walkAll($node->stmts, $scope);
            return;
        }
        if ($node instanceof Expr\MethodCall || $node instanceof Expr\NullsafeMethodCall) {
            $this->walk($node->var, $scope);
            $receiver = $this->typeOf($node->var, $scope);
            $this->walkArguments($node, $receiver, $scope);
            $this->recordMethodCall($node, $receiver, $scope);
            return;
        }
        if ($node instanceof Expr\StaticCall) {
            if ($node->class instanceof Node\Expr) $this->walk($node->class, $scope);
            $class = $node->class instanceof Node\Name ? $this->className($node->class, $scope) : $this->typeOf($node->class, $scope);
            $this->walkArguments($node, $class, $scope);
            $this->recordStaticCall($node, $class, $scope);
            return;
        }
        if ($node instanceof Expr\New_) {
            if ($node->class instanceof Stmt\Class_) {
                $this->walk($node->class, $scope);
            } elseif ($node->class instanceof Node\Expr) {
                $this->walk($node->class, $scope);
            }
            $this->walkAll($node->args, $scope);
            if ($node->class instanceof Node\Name) $this->recordNew($node, $this->className($node->class, $scope));
            return;
        }
        foreach ($node->getSubNodeNames() as $subName) {
            $sub = $node->$subName;
            if ($sub instanceof Node) $this->walk($sub, $scope);
            elseif (is_array($sub)) $this->walkAll($sub, $scope);
        }
    }

    /** Walks what runs when `$cond` holds, with each `$var instanceof X` of it (joined by `&&`) giving $var the type X. */
    private function walkNarrowed(Node $cond, array $nodes, Scope $scope): void
    {
        $saved = [];
        foreach ($this->instanceofs($cond) as [$name, $class]) {
            $saved[$name] = array_key_exists($name, $scope->variables) ? [$scope->variables[$name]] : [];
            $scope->variables[$name] = $class;
        }
        $this->walkAll($nodes, $scope);
        foreach ($saved as $name => $before) {
            if ($before) $scope->variables[$name] = $before[0];
            else unset($scope->variables[$name]);
        }
    }

    /** @return list<array{0: string, 1: string}> */
    private function instanceofs(Node $cond): array
    {
        if ($cond instanceof Expr\BinaryOp\BooleanAnd || $cond instanceof Expr\BinaryOp\LogicalAnd) {
            return [...$this->instanceofs($cond->left), ...$this->instanceofs($cond->right)];
        }
        if ($cond instanceof Expr\Instanceof_ && $cond->expr instanceof Expr\Variable && is_string($cond->expr->name) && $cond->class instanceof Node\Name) {
            return [[$cond->expr->name, $cond->class->toString()]];
        }
        return [];
    }

    /** Walks a call's arguments; closures given to Slim's own methods get Slim's conventions. */
    private function walkArguments(Expr\MethodCall|Expr\NullsafeMethodCall|Expr\StaticCall $call, ?string $receiver, Scope $scope): void
    {
        $hint = [];
        if ($receiver !== null && str_starts_with($receiver, 'Slim\\') && $call->name instanceof Node\Identifier) {
            $convention = self::CONVENTION_OF[$call->name->toLowerString()] ?? null;
            $hint = ['this' => self::CONTAINER, 'parameters' => $convention ? self::CONVENTIONS[$convention] : []];
        }
        foreach ($call->args as $arg) {
            if (!$arg instanceof Node\Arg) continue;
            if ($arg->value instanceof Expr\Closure || $arg->value instanceof Expr\ArrowFunction) $this->walk($arg->value, $scope, $hint);
            else $this->walk($arg->value, $scope);
        }
    }

    /** @param list<?string> $hints @return array<string, ?string> */
    private function parameters(array $params, array $hints, ?string $self): array
    {
        $variables = [];
        foreach ($params as $position => $param) {
            if (!$param->var instanceof Expr\Variable || !is_string($param->var->name)) continue;
            $variables[$param->var->name] = $param->type ? $this->typeName($param->type, $self) : ($hints[$position] ?? null);
        }
        return $variables;
    }

    private function lookup(string $name, Scope $scope): ?string
    {
        if ($name === 'this') return $scope->thisType;
        if (array_key_exists($name, $scope->variables)) return $scope->variables[$name];
        return $scope->topLevel ? (self::FRAGMENT_VARIABLES[$name] ?? null) : null;
    }

    private function className(Node\Name $name, Scope $scope): ?string
    {
        $lower = $name->toLowerString();
        if ($lower === 'self' || $lower === 'static') return $scope->selfClass;
        if ($lower === 'parent') return $scope->selfClass ? ($this->local[strtolower($scope->selfClass)]['extends'] ?? null) : null;
        return $name->toString();
    }

    // ---- types of expressions ------------------------------------------------------------------

    private function typeOf(?Node $expr, Scope $scope): ?string
    {
        if ($expr === null) return null;
        if ($expr instanceof Expr\Variable) return is_string($expr->name) ? $this->lookup($expr->name, $scope) : null;
        if ($expr instanceof Expr\New_) return $expr->class instanceof Node\Name ? $this->className($expr->class, $scope) : null;
        if ($expr instanceof Expr\Assign) return $this->typeOf($expr->expr, $scope);
        if ($expr instanceof Expr\Clone_) return $this->typeOf($expr->expr, $scope);
        if ($expr instanceof Expr\Closure || $expr instanceof Expr\ArrowFunction) return 'Closure';
        if ($expr instanceof Expr\Ternary) return $this->typeOf($expr->if ?? $expr->cond, $scope) ?? $this->typeOf($expr->else, $scope);
        if ($expr instanceof Expr\BinaryOp\Coalesce) return $this->typeOf($expr->left, $scope) ?? $this->typeOf($expr->right, $scope);
        if ($expr instanceof Expr\MethodCall || $expr instanceof Expr\NullsafeMethodCall) {
            $receiver = $this->typeOf($expr->var, $scope);
            return $expr->name instanceof Node\Identifier ? $this->resolveMethod($receiver, $expr->name->toString(), $this->classArguments($expr->args, $scope), $receiver)['returns'] : null;
        }
        if ($expr instanceof Expr\StaticCall) {
            $class = $expr->class instanceof Node\Name ? $this->className($expr->class, $scope) : $this->typeOf($expr->class, $scope);
            return $expr->name instanceof Node\Identifier ? $this->resolveMethod($class, $expr->name->toString(), $this->classArguments($expr->args, $scope), $class)['returns'] : null;
        }
        if ($expr instanceof Expr\PropertyFetch && $expr->name instanceof Node\Identifier) {
            return $this->propertyType($this->typeOf($expr->var, $scope), $expr->name->toString());
        }
        return null;
    }

    /** @return list<?string> the class each argument names as `X::class` */
    private function classArguments(array $args, Scope $scope): array
    {
        $classes = [];
        foreach ($args as $arg) {
            $value = $arg instanceof Node\Arg ? $arg->value : null;
            $classes[] = $value instanceof Expr\ClassConstFetch && $value->class instanceof Node\Name && $value->name instanceof Node\Identifier
                && $value->name->toLowerString() === 'class' ? $this->className($value->class, $scope) : null;
        }
        return $classes;
    }

    private function propertyType(?string $class, string $property): ?string
    {
        for ($depth = 0; $class !== null && $depth < 8; $depth++) {
            if (!$this->isLocal($class)) break;
            $entry = $this->local[strtolower($class)];
            if (array_key_exists($property, $entry['properties'])) return $entry['properties'][$property];
            $class = $entry['extends'];
        }
        if ($class === null || $this->isLocal($class) || !$this->reflection->classExists($class)) return null;
        $reflection = new ReflectionClass($class);
        if (!$reflection->hasProperty($property)) return null;
        $type = $reflection->getProperty($property)->getType();
        return $type instanceof ReflectionNamedType && !$type->isBuiltin() ? $type->getName() : null;
    }

    /**
     * What a call of `$method` on `$class` is: who declares it and what it returns.
     * @param list<?string> $classArguments
     * @return array{status: string, symbol: ?string, returns: ?string, message: ?string, declaring: ?string}
     */
    private function resolveMethod(?string $class, string $method, array $classArguments, ?string $receiver, bool $static = false): array
    {
        $none = ['symbol' => null, 'returns' => null, 'message' => null, 'declaring' => null];
        if ($class === null) return ['status' => 'unknown'] + $none;
        $lower = strtolower($method);
        // The page's own classes first, then what they extend or implement.
        for ($depth = 0; $this->isLocal($class) && $depth < 8; $depth++) {
            $entry = $this->local[strtolower($class)];
            if (array_key_exists($lower, $entry['methods'])) {
                return ['status' => 'own', 'returns' => $entry['methods'][$lower], 'declaring' => $entry['name']] + $none;
            }
            $next = $entry['extends'];
            if ($next === null) {
                foreach ($entry['implements'] as $interface) {
                    $found = $this->resolveMethod($interface, $method, $classArguments, $receiver, $static);
                    if ($found['status'] !== 'unknown' && $found['status'] !== 'missing') return $found;
                }
                return ['status' => 'own'] + $none;
            }
            $class = $next;
        }
        if ($this->isPlaceholder($class)) return ['status' => 'placeholder'] + $none;
        $origin = $this->reflection->origin($class);
        if ($origin === null) return $this->absentClass($class) + $none;
        $class = $this->reflection->canonicalClass($class);
        $reflected = $this->reflection->method($class, $method);
        $via = $class;
        if (!$reflected) {
            // What Slim really hands a callable may offer more than the PSR-7 interface (Slim-Http's decorators).
            foreach (['request', 'response'] as $message) {
                $concrete = $this->runtime[$message] ?? null;
                if ($concrete && $concrete !== $class && in_array($class, $this->reflection->ancestry($concrete), true)) {
                    $reflected = $this->reflection->method($concrete, $method);
                    if ($reflected) $via = $concrete;
                    break;
                }
            }
        }
        if (!$reflected) {
            if ($this->reflection->hasMagicCall($class, $static)) return ['status' => 'dynamic', 'declaring' => $class] + $none;
            return ['status' => 'missing', 'message' => $this->undefinedMessage($class, $method, $static), 'declaring' => $class] + $none;
        }
        $returns = $this->reflection->returnClass($reflected, $receiver !== null && !$this->isLocal($receiver) ? ($via === $class ? $receiver : $via) : ($receiver ?? $class), $classArguments);
        // PSR-11: `get(X::class)` gives an X, as IDEs' container plugins have it.
        if ($lower === 'get' && ($classArguments[0] ?? null) && in_array(self::CONTAINER, $this->reflection->ancestry($class), true)) {
            $returns = $classArguments[0];
        }
        return [
            'status' => $origin === 'php' ? 'php' : 'resolved',
            'symbol' => $origin === 'php' ? null : $this->reflection->methodSymbol($reflected),
            'returns' => $returns,
            'message' => null,
            'declaring' => $reflected->getDeclaringClass()->getName(),
        ];
    }

    /**
     * A class the set lacks: a misuse when one of the set's packages owns its namespace, else a class
     * of a package the guide names but does not install (Doctrine, PHPUnit): not checked.
     */
    private function absentClass(string $class): array
    {
        return $this->reflection->inInstalledNamespace($class)
            ? ['status' => 'unknown-class', 'message' => "Class \"$class\" not found"]
            : ['status' => 'unavailable', 'message' => null];
    }

    private function undefinedMessage(string $class, string $method, bool $static): string
    {
        $reflection = new ReflectionClass($class);
        if ($reflection->isInterface() || $reflection->isAbstract()) {
            foreach (['request', 'response'] as $message) {
                $concrete = $this->runtime[$message] ?? null;
                if ($concrete && in_array($class, $this->reflection->ancestry($concrete), true)) {
                    return "Call to undefined method $concrete::$method()";
                }
            }
            return "$class declares no method $method(): the object may have it, but the type this code relies on does not";
        }
        return 'Call to undefined method ' . $class . '::' . $method . '()';
    }

    // ---- records ---------------------------------------------------------------------------------

    private function recordMethodCall(Expr\MethodCall|Expr\NullsafeMethodCall $call, ?string $receiver, Scope $scope): void
    {
        if (!$call->name instanceof Node\Identifier) return;
        $name = $call->name->toString();
        $found = $this->resolveMethod($receiver, $name, $this->classArguments($call->args, $scope), $receiver);
        // A receiver typed with a class nobody declares is the reader's own: nothing to check it against.
        if ($found['status'] === 'unknown-class') $found = ['status' => 'unknown', 'message' => null] + $found;
        $this->record($call->name->getStartLine(), $name, 'method', $receiver, $found);
    }

    private function recordStaticCall(Expr\StaticCall $call, ?string $class, Scope $scope): void
    {
        if (!$call->name instanceof Node\Identifier) return;
        $name = $call->name->toString();
        $found = $this->resolveMethod($class, $name, $this->classArguments($call->args, $scope), $class, true);
        $this->record($call->name->getStartLine(), $name, 'static', $class, $found);
    }

    private function recordNew(Expr\New_ $new, ?string $class): void
    {
        if ($class === null) return;
        $short = substr($class, (int) strrpos('\\' . $class, '\\'));
        $none = ['symbol' => null, 'returns' => $class, 'message' => null, 'declaring' => null];
        if ($this->isLocal($class)) $found = ['status' => 'own'] + $none;
        elseif ($this->isPlaceholder($class)) $found = ['status' => 'placeholder'] + $none;
        else {
            $origin = $this->reflection->origin($class);
            if ($origin === null) $found = $this->absentClass($class) + $none;
            elseif ($origin === 'php') $found = ['status' => 'php'] + $none;
            else {
                $constructor = (new ReflectionClass($class))->getConstructor();
                $symbol = $constructor ? $this->reflection->methodSymbol($constructor) : $this->reflection->classSymbol($class);
                $found = ['status' => 'resolved', 'symbol' => $symbol] + $none;
            }
        }
        $this->record($new->class->getStartLine(), $short, 'new', $class, $found);
    }

    private function record(int $line, string $name, string $kind, ?string $receiver, array $found): void
    {
        $status = $found['status'];
        if ($status === 'unknown') $status = $this->unknownStatus($name);
        $this->calls[] = [
            'line' => $line,
            'name' => $name,
            'kind' => $kind,
            'receiver' => $receiver,
            'status' => $status,
            'symbol' => $found['symbol'],
            'message' => $found['message'],
        ];
    }

    /** An unresolved call counts against the API's coverage when some installed package declares that name. */
    private function unknownStatus(string $method): string
    {
        $lower = strtolower($method);
        foreach ($this->local as $entry) if (array_key_exists($lower, $entry['methods'])) return 'own';
        if ($this->vendorMethodNames === null) $this->vendorMethodNames = $this->reflection->declaredMethodNames();
        return isset($this->vendorMethodNames[$lower]) ? 'unknown' : 'other';
    }
}
