// The operations feature's server door: what other features' loaders, actions and jobs may use.
export { BACKUP_KEEP_DAYS, backupsFolder, expiredBackupFiles } from "./backup.server";
