-- AlterTable
ALTER TABLE "actions" ADD COLUMN     "state_hash" TEXT;

-- AlterTable
ALTER TABLE "rooms" ADD COLUMN     "start_from" TEXT;
