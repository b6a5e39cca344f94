// Plain JavaScript, as the bench (plain Node) builds beside its own app folder too.
/** Where `npm run build` writes the prerender module: beside the app's folder, never inside it. */
export const prerenderFolderName = 'dist-prerender';
