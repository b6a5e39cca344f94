export declare const debianChromiumPath: string;
export declare const chromiumPath: string;
export declare const chromiumPackages: readonly string[];
export declare const chromiumMissingMessage: string;
export declare const chromiumArgs: string[];
export declare function requireChromium(): void;
