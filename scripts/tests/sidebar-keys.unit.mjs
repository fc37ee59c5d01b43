// @ts-check
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {withItemKeys} from '../lib/sidebar-keys.mjs';

test('items of one sidebar that share a label get their doc id or address as key; the others are left as they are', () => {
  const {sidebars, keyed} = withItemKeys({
    docs: [
      {
        type: 'category',
        label: 'The Request',
        items: [
          {type: 'doc', id: 'request/overview', label: 'Overview'},
          {type: 'link', label: 'Headers', href: '/docs/request#headers'},
        ],
      },
      {
        type: 'category',
        label: 'The Response',
        items: [{type: 'link', label: 'Headers', href: '/docs/response#headers'}],
      },
      {type: 'doc', id: 'routing/overview', label: 'Overview'},
      {type: 'doc', id: 'start', label: 'Start'},
    ],
    other: [{type: 'doc', id: 'elsewhere', label: 'Start'}],
  });
  assert.equal(keyed, 4);
  const [request, response, routing, start] = sidebars.docs;
  assert.deepEqual(
    request.items?.map((item) => item.key),
    ['request/overview', '/docs/request#headers'],
  );
  assert.equal(response.items?.[0].key, '/docs/response#headers');
  assert.equal(routing.key, 'routing/overview');
  // A label repeated in another sidebar only is no collision.
  assert.equal(start.key, undefined);
  assert.equal(sidebars.other[0].key, undefined);
});

test('in the versioned sidebars, the items that share a kind and label in one sidebar all get keys, each its own', () => {
  const dir = 'versioned_sidebars';
  let keyed = 0;
  for (const file of readdirSync(dir)) {
    const result = withItemKeys(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    keyed += result.keyed;
    for (const [name, items] of Object.entries(result.sidebars)) {
      /** @type {Map<string, (string | undefined)[]>} */
      const groups = new Map();
      const walk = (/** @type {import('../lib/sidebar-keys.mjs').SidebarItem[]} */ list) => {
        for (const item of list) {
          if (item.label && item.type !== 'category') {
            const group = `${item.type ?? 'doc'} ${item.label}`;
            groups.set(group, [...(groups.get(group) ?? []), item.key]);
          }
          if (item.items) walk(item.items);
        }
      };
      walk(items);
      for (const [group, keys] of groups) {
        if (keys.length < 2) continue;
        assert.ok(keys.every(Boolean), `${file} ${name}: "${group}" items without a key`);
        assert.equal(new Set(keys).size, keys.length, `${file} ${name}: "${group}" items with the same key`);
      }
    }
  }
  // Headers and Body under both The Request and The Response (v3); Overview and others in v2.
  assert.ok(keyed >= 4, `only ${keyed} items keyed`);
});
