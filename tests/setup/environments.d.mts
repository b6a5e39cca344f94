export declare const domTests: string[];
export declare const pureTests: string[];
export declare const pureTestsExcept: string[];
