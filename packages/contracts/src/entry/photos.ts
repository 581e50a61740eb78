/** @ghar/contracts/photos — A listing photo's quality check (size, nearly blank), run in the browser before upload and by the server. */
export * from '../photos/photo-quality';
