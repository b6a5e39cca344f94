/** Where `npm run build` writes the prerender module: beside the app's folder, never inside it. */
export declare const prerenderFolderName: 'dist-prerender';
