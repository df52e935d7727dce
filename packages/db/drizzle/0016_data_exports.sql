-- Reserved for data exports (filled by the change that needs it; a migration must hold at least one statement).
SELECT 1;
