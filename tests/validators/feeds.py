"""Parses the blog's feeds with feedparser (Debian's python3-feedparser) and prints what a feed reader
sees of each as JSON: the format, any parse error, the feed's own address, and per entry its link,
title and dates. tests/validators/feeds.test.mjs judges it."""
import json
import sys

import feedparser

report = {}
for path in sys.argv[1:]:
    feed = feedparser.parse(path)
    report[path] = {
        "version": feed.version,
        "error": str(feed.bozo_exception) if feed.bozo else None,
        "self": next((link.get("href") for link in feed.feed.get("links", []) if link.get("rel") == "self"), None),
        "title": feed.feed.get("title"),
        "entries": [
            {
                "link": entry.get("link"),
                "title": entry.get("title"),
                "published": entry.get("published"),
                "updated": entry.get("updated"),
            }
            for entry in feed.entries
        ],
    }
print(json.dumps(report))
