export * from './mentions';
export * from './note.schema';
export * from './note-paths';
