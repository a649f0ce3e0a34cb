export declare const REQUIRED_NODE_MAJOR: number;
export declare function nodeVersionProblem(version?: string): string | null;
export declare function requireNode(): void;
