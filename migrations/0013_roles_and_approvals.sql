CREATE TABLE `approval_events` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`team_id` text NOT NULL,
	`kind` text NOT NULL,
	`version` integer NOT NULL,
	`actor` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `approval_events_post_idx` ON `approval_events` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contributor_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`team_id` text NOT NULL,
	`app_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_used_at` integer,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contributor_links_token_idx` ON `contributor_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `contributor_links_app_idx` ON `contributor_links` (`app_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`post_id` text,
	`app_id` text,
	`text` text NOT NULL,
	`dedupe_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`read_at`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_idx` ON `notifications` (`user_id`,`dedupe_key`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_team_members` (
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'editor' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_team_members`("team_id", "user_id", "role", "created_at") SELECT "team_id", "user_id", "role", "created_at" FROM `team_members`;--> statement-breakpoint
DROP TABLE `team_members`;--> statement-breakpoint
ALTER TABLE `__new_team_members` RENAME TO `team_members`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `team_members_user_idx` ON `team_members` (`user_id`);--> statement-breakpoint
ALTER TABLE `apps` ADD `publish_policy` text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE `apps` ADD `contributor_email` text;--> statement-breakpoint
ALTER TABLE `oauth_states` ADD `publish_policy` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `approved_version` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `approved_by` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `approved_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `approval_requested_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `approval_requested_by` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `rejected_reason` text;--> statement-breakpoint
-- docs/decisions/046: "member" was never given out; a company page goes out as the team.
UPDATE `team_members` SET `role` = 'editor' WHERE `role` != 'owner';--> statement-breakpoint
UPDATE `apps` SET `publish_policy` = 'team' WHERE `profile_type` = 'company';--> statement-breakpoint
-- What was already scheduled or sent was scheduled under the old rules: it counts as approved.
UPDATE `posts` SET `approved_version` = `version`, `approved_at` = `updated_at` WHERE `status` != 'draft';
