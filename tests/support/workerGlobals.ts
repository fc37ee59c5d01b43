// Reads a global of every worker of a page through the DevTools protocol. Playwright's own
// worker.evaluate() turns its argument into code with eval, which the sealed PHP worker refuses
// (src/components/RunExample/workerLockdown.ts); the protocol's Runtime.evaluate does not need it.
import type {CDPSession, Page} from '@playwright/test';

type TargetInfo = {targetId: string; type: string; url: string};
type Reply = {id: number; result?: {result?: {value?: unknown}}; error?: {message: string}};

let nextId = 1;

/** What a worker that has ended (a stopped run) answers: nothing, so nothing can run in it. */
export const ENDED = 'ended';
const ANSWER_WITHIN_MS = 5_000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ANSWER_WITHIN_MS))]);
}

async function evaluateIn(cdp: CDPSession, targetId: string, expression: string): Promise<unknown> {
  const {sessionId} = await cdp.send('Target.attachToTarget', {targetId, flatten: false});
  const id = nextId++;
  try {
    const reply = new Promise<Reply>((resolve) => {
      const listener = (event: {message: string}) => {
        const message = JSON.parse(event.message) as Reply;
        if (message.id !== id) return;
        cdp.off('Target.receivedMessageFromTarget', listener);
        resolve(message);
      };
      cdp.on('Target.receivedMessageFromTarget', listener);
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({id, method: 'Runtime.evaluate', params: {expression, returnByValue: true}}),
    });
    const message = await reply;
    if (message.error) throw new Error(message.error.message);
    return message.result?.result?.value;
  } finally {
    await cdp.send('Target.detachFromTarget', {sessionId}).catch(() => {});
  }
}

/**
 * `expression` evaluated in each worker the page has now, by worker URL and target id (a replaced
 * worker and its successor share a URL); ENDED for one that has ended.
 */
export async function evaluateInWorkers(page: Page, expression: string): Promise<Map<string, unknown>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {targetInfos} = (await cdp.send('Target.getTargets')) as {targetInfos: TargetInfo[]};
    const values = new Map<string, unknown>();
    for (const target of targetInfos.filter((info) => info.type === 'worker')) {
      values.set(
        `${target.url} (${target.targetId})`,
        await within(
          evaluateIn(cdp, target.targetId, expression).catch(() => ENDED),
          ENDED,
        ),
      );
    }
    return values;
  } finally {
    await cdp.detach();
  }
}
