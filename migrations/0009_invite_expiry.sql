ALTER TABLE `invites` ADD `expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invites` ADD `app_id` text;--> statement-breakpoint
-- Invites made before expiry existed last seven days from when they were made.
UPDATE `invites` SET `expires_at` = `created_at` + 604800000 WHERE `expires_at` = 0;
