<?php
// The type index of the guide's PHP blocks: for every call a block makes, the symbol an IDE would
// resolve it to, and what PHP's Reflection says of that symbol in the packages the block runs with.
// Read by src/features/type-cards/typeIndex.mjs, which starts this script once per build.
//
// stdin:  {"parser": "/usr/share/php/PhpParser/autoload.php",
//          "sets": {"<set id>": "/abs/vendor"},
//          "blocks": [{"id": "…", "set": "<set id>", "code": "…", "uses": ["use A\\B;", …],
//                      "context": ["code of the page's class files", …], "placeholders": ["Name", …]}]}
// stdout: {"blocks": {"<id>": {"calls": [Call, …], "parseError": string|null}},
//          "symbols": {"Class::method": Symbol, …}, "runtime": {"<set id>": {"request": class, "response": class}}}
//
// Each package set gets a forked child process with that set's Composer autoloader, so that Reflection
// and class_exists() see exactly the set's packages (two sets may hold different versions of one
// package, psr/http-message 1.1 and 2.0 for instance). The parent only forks, waits and merges.

declare(strict_types=1);

$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);
require $input['parser'];
require __DIR__ . '/resolver.php';
require __DIR__ . '/reflection.php';

$bySet = [];
foreach ($input['blocks'] as $block) $bySet[$block['set']][] = $block;

$output = ['blocks' => [], 'symbols' => [], 'runtime' => []];
foreach ($bySet as $set => $blocks) {
    $file = tempnam(sys_get_temp_dir(), 'type-index-');
    $pid = pcntl_fork();
    if ($pid === -1) throw new RuntimeException('cannot fork');
    if ($pid === 0) {
        // Child: this set's packages only.
        $result = indexSet($input['sets'][$set], $blocks);
        file_put_contents($file, json_encode($result, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE));
        exit(0);
    }
    pcntl_waitpid($pid, $status);
    $text = (string) file_get_contents($file);
    unlink($file);
    if (!pcntl_wifexited($status) || pcntl_wexitstatus($status) !== 0 || $text === '') {
        fwrite(STDERR, "type index: the child for set $set failed\n");
        exit(1);
    }
    $result = json_decode($text, true, 512, JSON_THROW_ON_ERROR);
    $output['blocks'] += $result['blocks'];
    $output['symbols'] += $result['symbols'];
    $output['runtime'][$set] = $result['runtime'];
}
echo json_encode($output, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);

/**
 * @param list<array{id: string, code: string, uses: list<string>, context: list<string>, placeholders: list<string>}> $blocks
 */
function indexSet(string $vendor, array $blocks): array
{
    require $vendor . '/autoload.php';
    $reflection = new SymbolReflection($vendor);
    $runtime = $reflection->runtimeMessages();
    $resolver = new CallResolver($reflection, $runtime);
    $out = [];
    foreach ($blocks as $block) $out[$block['id']] = $resolver->block($block);
    return ['blocks' => $out, 'symbols' => $reflection->symbols(), 'runtime' => $runtime];
}
