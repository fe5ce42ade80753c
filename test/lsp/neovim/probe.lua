-- Loaded before the init.lua of docs/editors.md (`nvim --cmd 'luafile probe.lua' -u init.lua`)
-- by test/lsp/neovim.test.ts: records the `window/showMessage` notifications and
-- `window/showMessageRequest` requests the server sends (passing them on to Neovim's own
-- handlers, which is where a request would block), waits for the diagnostics of the opened
-- file and writes all of it as JSON to $RGDC_NVIM_OUT, then quits.
vim.cmd('filetype on')
local shown, requested = {}, {}
local function wrap(method, list)
  local original = vim.lsp.handlers[method]
  vim.lsp.handlers[method] = function(err, result, ctx, config)
    table.insert(list, result and result.message or vim.NIL)
    return original(err, result, ctx, config)
  end
end
wrap('window/showMessage', shown)
wrap('window/showMessageRequest', requested)

local out = os.getenv('RGDC_NVIM_OUT')
vim.api.nvim_create_autocmd('VimEnter', {
  callback = function()
    local codes = function()
      local found = {}
      for _, d in ipairs(vim.diagnostic.get(0)) do
        found[d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or ''] = true
      end
      return found
    end
    local want = vim.split(os.getenv('RGDC_NVIM_CODES') or '', ',')
    local got = vim.wait(20000, function()
      local found = codes()
      for _, code in ipairs(want) do
        if not found[code] then return false end
      end
      return #shown > 0
    end, 50)
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(0)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or vim.NIL
      table.insert(list, { lnum = d.lnum, col = d.col, severity = d.severity, code = code, message = d.message })
    end
    local file = io.open(out, 'w')
    file:write(vim.fn.json_encode({ received = got, diagnostics = list, shown = shown, requested = requested }))
    file:close()
    vim.cmd('qa!')
  end,
})
