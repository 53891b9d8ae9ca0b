import { openStorage, type Storage } from '../../../storage/index.ts';
import { CliError } from '../cli-context.ts';

/** Opens the database for a command; failure (a folder, no permission, not SQLite) is a CLI error naming the path. */
export function openCliStorage(dbPath: string): Storage {
  try {
    return openStorage(dbPath);
  } catch (error) {
    throw new CliError(`cannot open database ${JSON.stringify(dbPath)}: ${(error as Error).message}`);
  }
}

/** Opens the database for one command and always closes it. Storage errors become CLI errors. */
export async function withStorage<T>(dbPath: string, work: (storage: Storage) => Promise<T> | T): Promise<T> {
  const storage = openCliStorage(dbPath);
  try {
    return await work(storage);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError((error as Error).message);
  } finally {
    storage.close();
  }
}
