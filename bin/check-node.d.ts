export declare const NEEDED_MAJOR: number;
/** The message for a Node.js version older than 24 (process.version form, "v20.20.2"), or null. */
export declare function nodeVersionProblem(version: string): string | null;
/** Exits with the message (status 1) when this Node is too old. */
export declare function requireNode(): void;
