-- The 'integrated' date of each request (the contract's `integratedDate` over its state and logs),
-- kept by the server in the transaction of every change (`refreshIntegratedDate`), so lists, the
-- 'only integrated' filter and exports read a column instead of checking every row's logs.
ALTER TABLE "requests" ADD COLUMN "integrated" timestamp (3) with time zone;--> statement-breakpoint
-- The requests already there, by the server's own statement (`refreshIntegratedDates`, its JOB_USER
-- parameter written in): only the integrated ones are written.
UPDATE "requests" SET "integrated" = (case
  when "requests"."state" = 'PENDING' and exists (
    select 1 from "request_logs" l where l.request_id = "requests"."id" and l.operation = 'UPDATE' and l.role = 'RIC'
  ) then (select max(l.date) from "request_logs" l where l.request_id = "requests"."id")
  when "requests"."state" = 'SUBMITTED' then (
    select case when l.role = 'ADMIN' and l.user_fiscal_code = 'JOB' then l.date end
    from "request_logs" l where l.request_id = "requests"."id" order by l.date desc, l.id desc limit 1
  )
end) WHERE "requests"."integrated" is distinct from (case
  when "requests"."state" = 'PENDING' and exists (
    select 1 from "request_logs" l where l.request_id = "requests"."id" and l.operation = 'UPDATE' and l.role = 'RIC'
  ) then (select max(l.date) from "request_logs" l where l.request_id = "requests"."id")
  when "requests"."state" = 'SUBMITTED' then (
    select case when l.role = 'ADMIN' and l.user_fiscal_code = 'JOB' then l.date end
    from "request_logs" l where l.request_id = "requests"."id" order by l.date desc, l.id desc limit 1
  )
end);--> statement-breakpoint
-- The listed integrated requests: the filter's count reads this small index, not every row.
CREATE INDEX "requests_list_integrated_idx" ON "requests" USING btree ("integrated") WHERE not "requests"."is_clone" and "requests"."integrated" is not null;
