PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_calls` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_id` text,
	`phone` text,
	`provider_call_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`transcript` text,
	`job_id` text,
	`ended_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_calls`("id", "team_id", "user_id", "phone", "provider_call_id", "status", "transcript", "job_id", "ended_at", "created_at", "updated_at") SELECT "id", "team_id", "user_id", "phone", "provider_call_id", "status", "transcript", "job_id", NULL, "created_at", "updated_at" FROM `calls`;--> statement-breakpoint
DROP TABLE `calls`;--> statement-breakpoint
ALTER TABLE `__new_calls` RENAME TO `calls`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `calls_team_idx` ON `calls` (`team_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `calls_provider_call_idx` ON `calls` (`provider_call_id`);--> statement-breakpoint
ALTER TABLE `onboarding_profiles` ADD `source` text;--> statement-breakpoint
ALTER TABLE `onboarding_profiles` ADD `transcript` text;--> statement-breakpoint
ALTER TABLE `onboarding_profiles` ADD `completed_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `generated_by` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `needs_review` integer DEFAULT false NOT NULL;