import { useAppSelector } from '../store-hooks';

/** The signed-in user and role (null when signed out). */
export const useSession = () => useAppSelector((s) => s.auth);
