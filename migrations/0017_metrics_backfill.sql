-- Posts published before numbers were collected (issue 27): those under 90 days old are due for
-- their numbers now (an hour after publishing, or at once when that hour has passed); older ones
-- are past the schedule and stay without.
UPDATE `posts` SET `metrics_due_at` = MAX(`published_at` + 3600000, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
WHERE `status` = 'published' AND `published_at` IS NOT NULL AND `metrics_due_at` IS NULL
  AND `published_at` > CAST(strftime('%s', 'now') AS INTEGER) * 1000 - 90 * 86400000;
