<?php
// What each PHP file of a Slim release declares, for scripts/derive-since.mjs: its classes,
// interfaces and traits with their parent, `@template` names, methods (and visibility) and property
// types. Parsed with nikic's php-parser; nothing is loaded or run.
//
// stdin:  {"parser": "/usr/share/php/PhpParser/autoload.php", "files": {"<blob id>": "<?php …", …}}
// stdout: {"<blob id>": [{"name": "Slim\\App", "kind": "class", "extends": "…"|null, "templates": ["T"],
//           "methods": {"run": "public"}, "properties": {"title": "string"}}, …], …}

declare(strict_types=1);

use PhpParser\Node;
use PhpParser\Node\Stmt;
use PhpParser\NodeFinder;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitor\NameResolver;
use PhpParser\ParserFactory;

$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
require $input['parser'];

$parser = (new ParserFactory())->create(ParserFactory::PREFER_PHP7);
$output = [];
foreach ($input['files'] as $blob => $code) {
    try {
        $ast = $parser->parse($code) ?? [];
    } catch (PhpParser\Error) {
        $output[$blob] = [];
        continue;
    }
    $traverser = new NodeTraverser();
    $traverser->addVisitor(new NameResolver());
    $ast = $traverser->traverse($ast);
    $classes = [];
    foreach ((new NodeFinder())->findInstanceOf($ast, Stmt\ClassLike::class) as $class) {
        if (!isset($class->namespacedName)) continue;
        $kind = match (true) {
            $class instanceof Stmt\Interface_ => 'interface',
            $class instanceof Stmt\Trait_ => 'trait',
            default => 'class',
        };
        $doc = (string) $class->getDocComment()?->getText();
        preg_match_all('/@template(?:-covariant)?\s+(\w+)/', $doc, $templates);
        $entry = [
            'name' => $class->namespacedName->toString(),
            'kind' => $kind,
            'extends' => $class instanceof Stmt\Class_ ? $class->extends?->toString() : null,
            'templates' => $templates[1],
            'methods' => [],
            'properties' => [],
        ];
        foreach ($class->stmts as $member) {
            if ($member instanceof Stmt\ClassMethod) {
                $entry['methods'][$member->name->toString()] = $member->isPrivate() ? 'private' : ($member->isProtected() ? 'protected' : 'public');
            } elseif ($member instanceof Stmt\Property) {
                foreach ($member->props as $property) $entry['properties'][$property->name->toString()] = typeText($member->type);
            }
        }
        $classes[] = $entry;
    }
    $output[$blob] = $classes;
}
echo json_encode($output, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES);

function typeText(?Node $type): string
{
    if ($type === null) return '';
    if ($type instanceof Node\NullableType) return '?' . typeText($type->type);
    if ($type instanceof Node\UnionType) return implode('|', array_map('typeText', $type->types));
    if ($type instanceof Node\Name) return $type->toString();
    if ($type instanceof Node\Identifier) return $type->toString();
    return '';
}
