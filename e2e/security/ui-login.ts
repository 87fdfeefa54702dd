import { expect, type Page } from '@playwright/test';
import { theDemoMember } from '../../tests/fixtures/seed';

/** The header's account icon: its link says whether the visitor is a member. */
export const accountIcon = (page: Page) => page.getByRole('banner').getByTestId('account-icon').first();

/** Logs the demo member in through the English login form (the e2e captcha is always TEST). */
export async function logInThroughForm(page: Page, loginPath = '/en/login') {
  await page.goto(loginPath);
  const form = page.getByTestId('login-form').first();
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
  await form.getByLabel('Email or phone', { exact: true }).fill(theDemoMember.email);
  await form.getByLabel('Password', { exact: true }).fill(theDemoMember.password);
  await form.getByLabel('Captcha', { exact: true }).fill('TEST');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}
