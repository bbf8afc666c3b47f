export function knownCollections(srcDir?: string): string[];
