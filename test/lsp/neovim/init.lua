-- Minimal Neovim set-up for `rgdc lsp` (the same as docs/editors.md shows), driven
-- headless by test/lsp/neovim.test.ts: start the server for YAML files, wait for the
-- diagnostics of the opened file and write them as JSON to $RGDC_NVIM_OUT, then quit.
vim.cmd('filetype on')
local rgdc = { os.getenv('RGDC_NODE') or 'node', os.getenv('RGDC_BIN') or 'rgdc', 'lsp' }
if os.getenv('RGDC_BIN') == nil then rgdc = { 'rgdc', 'lsp' } end

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'yaml',
  callback = function(args)
    local config = { name = 'rgdc', cmd = rgdc, root_dir = vim.fn.getcwd(), init_options = { debounceMs = 0 } }
    if vim.lsp.start then
      vim.lsp.start(config) -- Neovim 0.8 and later
    else
      vim.lsp.buf_attach_client(args.buf, vim.lsp.start_client(config)) -- Neovim 0.7 (Debian 12)
    end
  end,
})

local out = os.getenv('RGDC_NVIM_OUT')
if out then
  vim.api.nvim_create_autocmd('VimEnter', {
    callback = function()
      local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
      local list = {}
      for _, d in ipairs(vim.diagnostic.get(0)) do
        local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or vim.NIL
        table.insert(list, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity, source = d.source or vim.NIL, code = code, message = d.message })
      end
      local file = io.open(out, 'w')
      file:write(vim.fn.json_encode({ received = got, diagnostics = list }))
      file:close()
      vim.cmd('qa!')
    end,
  })
end
