// Steps the follow specs share: following from an entity's page, and unfollowing from what I follow
// (content-spec §7 Subscription). Their readers are signed in with tests/e2e/signedIn.ts.
import { expect, type Locator, type Page } from '@playwright/test';

/** Taps a follow button once the reader's follow state is known, and waits for the server's answer. */
export async function follow(button: Locator): Promise<void> {
  await expect(button).toHaveAttribute('data-follow-state', 'not-following');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAttribute('aria-busy', 'false');
}

/** On what I follow, the entity is listed; unfollowing it there leaves the list empty after a reload. */
export async function unfollowFromSubscribed(page: Page, entity: string, name: string): Promise<void> {
  await page.goto('/tw/v2/subscription/subscribed');
  const row = page.locator(`[data-entity="${entity}"]`);
  await expect(row.getByRole('heading', { name })).toBeVisible();
  const button = row.getByRole('button', { name: `追蹤${name}` });
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(page.locator('[data-followed-empty]')).toBeVisible();
}
