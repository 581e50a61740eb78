import type { Page } from 'playwright-core';
import { aadhaarCardPng } from './accounts';

export const REGISTRY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// A RENT flat as an owner fills it: the fields the rules ask for, a photo and a registry PDF.
export const fillRentFlat = async (page: Page, title: string) => {
  await page.getByLabel('Property title').fill(title);
  await page.getByLabel('Property type').selectOption('APARTMENT');
  await page.getByLabel('Listing for').selectOption('RENT');
  await page.getByLabel('Contact mobile number').fill('9876543210');
  await page
    .getByLabel('Description')
    .fill('Bright two-bedroom flat near the park, lift and parking.');
  await page.getByRole('combobox', { name: 'State' }).fill('Rajasthan');
  await page.getByRole('combobox', { name: 'City' }).fill('Jaipur');
  await page.getByLabel('Locality/Area/Layout').fill('Malviya Nagar');
  await page.getByLabel('Flat number').fill('B-204');
  await page.getByLabel('Monthly rent (₹)').fill('18000');
  await page.getByLabel('Area (sq ft)').fill('950');
  await page.getByRole('combobox', { name: 'BHK', exact: true }).selectOption('2');
  await page.getByLabel('Lift').check();
  await page.locator('input[name="mediaFiles"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: await aadhaarCardPng(page),
  });
  await page.getByRole('img', { name: 'front.png' }).waitFor();
  await page.locator('input[name="registryImage"]').setInputFiles({
    name: 'registry.pdf',
    mimeType: 'application/pdf',
    buffer: REGISTRY_PDF,
  });
  await page.getByText('registry.pdf').waitFor();
};

export const openFeeDialog = async (page: Page) => {
  await page.getByRole('button', { name: 'List Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Listing Fee' });
  await dialog.getByRole('img', { name: /UPI QR code to pay ₹\d+/ }).waitFor();
  return dialog;
};
