<?php

namespace App;

/** The bookmarks, in memory: every request starts again from the ones it is given. */
final class BookmarkStore
{
    /** @param array<int, array{id: int, title: string, url: string}> $bookmarks keyed by id */
    public function __construct(private array $bookmarks)
    {
    }

    /** @return list<array{id: int, title: string, url: string}> */
    public function all(): array
    {
        return array_values($this->bookmarks);
    }

    /** @return array{id: int, title: string, url: string}|null */
    public function find(int $id): ?array
    {
        return $this->bookmarks[$id] ?? null;
    }

    /** @return array{id: int, title: string, url: string} */
    public function add(string $title, string $url): array
    {
        $id = max([0, ...array_keys($this->bookmarks)]) + 1;
        return $this->bookmarks[$id] = ['id' => $id, 'title' => $title, 'url' => $url];
    }
}
