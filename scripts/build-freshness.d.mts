export const STAMP: string;
export const OUTPUTS: string[];
export const SOURCES: string[];
export function needsBuild(root: string): boolean;
export function markBuilt(root: string, startedAt: Date): void;
