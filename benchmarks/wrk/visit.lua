-- wrk script: each connection is one visitor who keeps its cookies, like a browser.
--   get mode:    GET the page again and again
--   answer mode: GET the item page, then POST an answer with the form's fresh hidden
--                fields (CSRF token, one-time answer token) as htmx does; one pair each
-- Run with as many threads as connections (-t N -c N): wrk keeps one Lua state per
-- thread, so this per-visitor state is only right with one connection per thread.
-- Arguments (after --): mode, path, initial Cookie header ("" for none).

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

local function urlencode(text)
  return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local function answer_form(body)
  local fields = {}
  for name, value in body:gmatch('<input type="hidden" name="([^"]+)" value="([^"]*)"') do
    table.insert(fields, urlencode(name) .. "=" .. urlencode(value))
  end
  local answer = body:match('name="answer" value="([^"]+)"')
  if answer == nil or #fields == 0 then
    return nil
  end
  table.insert(fields, "answer=" .. urlencode(answer))
  return table.concat(fields, "&")
end

function init(args)
  mode = args[1]
  path = args[2]
  cookies = {}
  if args[3] ~= nil and args[3] ~= "" then
    for name, value in args[3]:gmatch("([^=; ]+)=([^;]*)") do
      cookies[name] = value
    end
  end
  pending_form = nil
  posting = false
  answered = 0
  gets = 0
  bad = 0
end

local function cookie_header()
  local parts = {}
  for name, value in pairs(cookies) do
    table.insert(parts, name .. "=" .. value)
  end
  return table.concat(parts, "; ")
end

function request()
  local headers = {}
  local jar = cookie_header()
  if jar ~= "" then
    headers["Cookie"] = jar
  end
  if pending_form ~= nil then
    posting = true
    local form = pending_form
    pending_form = nil
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    headers["HX-Request"] = "true"
    return wrk.format("POST", path, headers, form)
  end
  posting = false
  return wrk.format("GET", path, headers)
end

function response(status, headers, body)
  local set_cookie = headers["Set-Cookie"] or headers["set-cookie"]
  if set_cookie ~= nil then
    local name, value = set_cookie:match("^([^=]+)=([^;]*)")
    if name ~= nil then
      cookies[name] = value
    end
  end
  if status ~= 200 then
    bad = bad + 1
    return
  end
  if posting then
    if body:find('data-answered="true"', 1, true) then
      answered = answered + 1
    else
      bad = bad + 1
    end
    return
  end
  gets = gets + 1
  if mode == "answer" then
    pending_form = answer_form(body)
    if pending_form == nil then
      bad = bad + 1
    end
  end
end

function done(summary, latency, requests)
  local total_answered, total_gets, total_bad = 0, 0, 0
  for _, thread in ipairs(threads) do
    total_answered = total_answered + thread:get("answered")
    total_gets = total_gets + thread:get("gets")
    total_bad = total_bad + thread:get("bad")
  end
  local errors = summary.errors
  io.write(string.format(
    'WRK-JSON {"duration_us": %d, "requests": %d, "gets": %d, "answered": %d, "bad": %d, '
      .. '"socket_errors": %d, "p50_us": %d, "p99_us": %d}\n',
    summary.duration, summary.requests, total_gets, total_answered, total_bad,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
