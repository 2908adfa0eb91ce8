// The market's bottom-window entries (floating bar, extended service, snack bar) for the portal's
// server render, through the content API. A failure leaves the window empty: the page never fails
// for it.
import type { BottomEntry } from '#/domain/portal/bottomWindow.ts';
import type { PageContext } from './pageContext.ts';

export async function loadFamily(ctx: PageContext): Promise<BottomEntry[]> {
  try {
    const { items } = await ctx.client.get('/recommendation/family');
    return items.map((i) => ({ key: i.key, module: i.module, message: i.message, action: i.action ?? undefined, persistent: i.persistent, addedAt: 0 }));
  } catch (error) {
    console.error('family services failed', error);
    return [];
  }
}
