-- AlterTable
ALTER TABLE "matches" ADD COLUMN     "imported" BOOLEAN NOT NULL DEFAULT false;
