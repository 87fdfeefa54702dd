import { expect, type Page } from '@playwright/test';

/** The header's account icon: its link says whether the visitor is a member. */
export const accountIcon = (page: Page) => page.getByRole('banner').getByTestId('account-icon').first();

/** Logs the demo member in through the English login form (the e2e captcha is always TEST). */
export async function logInThroughForm(page: Page, loginPath = '/en/login') {
  await page.goto(loginPath);
  const form = page.getByTestId('login-form').first();
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
  await form.getByLabel('Email or phone', { exact: true }).fill('demo@theatre.test');
  await form.getByLabel('Password', { exact: true }).fill('Demo1234');
  await form.getByLabel('Captcha', { exact: true }).fill('TEST');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}
