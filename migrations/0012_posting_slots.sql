CREATE TABLE `posting_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`app_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`time` text NOT NULL,
	`time_zone` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `posting_slots_app_slot_idx` ON `posting_slots` (`app_id`,`weekday`,`time`);--> statement-breakpoint
CREATE INDEX `posting_slots_team_idx` ON `posting_slots` (`team_id`);