CREATE TABLE `data_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`r2_key` text,
	`size` integer,
	`status` text DEFAULT 'running' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_exports_user_idx` ON `data_exports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `data_exports_expires_idx` ON `data_exports` (`expires_at`);--> statement-breakpoint
ALTER TABLE `teams` ADD `delete_after` integer;