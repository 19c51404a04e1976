export * from './mentions';
export * from './note.schema';
