import { test, expect } from '@playwright/test';

test.use({ storageState: 'playwright/.auth/user.json' });

test('user can check out a cart', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add "Blue Mug" to cart' }).click();
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('row', { name: /Blue Mug/ })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});
