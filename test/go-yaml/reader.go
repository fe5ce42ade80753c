// Command reader reads YAML files the way rgdc's Go consumers do, for the differential
// tests of rgdc's YAML output (test/support/go-yaml.ts builds and runs it).
//
// Each stdin line is a JSON string: the text of one YAML file, possibly of several
// documents. For each, one stdout line is a JSON object with one entry per reader:
//
//	v2      gopkg.in/yaml.v2 Decoder into interface{} (the reader under sigs.k8s.io/yaml)
//	v3      gopkg.in/yaml.v3 Decoder into interface{}
//	v3node  gopkg.in/yaml.v3 Decoder into yaml.Node (as kustomize's kyaml reads), merge
//	        keys left in place
//	sigs    sigs.k8s.io/yaml.YAMLToJSON of each document, split as kubectl splits a file
//
// Each entry is {"docs": [...]} ("docs" left out when there are none) or {"error": "..."}.
// Values keep their Go type: strings and booleans are JSON strings and booleans, null is
// null; numbers are {"!num": n} (n a JSON number, or ".nan", ".inf", "-.inf");
// timestamps {"!timestamp": RFC 3339}; maps {"!map": [[key, value], ...]} with typed
// keys, sorted by their JSON; a v3node merge key {"!merge": "<<"}; anything else
// {"!go": "<type>"}. A document that reads as
// null (only comments) is left out, as the TypeScript side drops it.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	yamlv2 "gopkg.in/yaml.v2"
	yamlv3 "gopkg.in/yaml.v3"
	sigsyaml "sigs.k8s.io/yaml"
)

type result struct {
	Docs  []interface{} `json:"docs,omitempty"`
	Error string        `json:"error,omitempty"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<30)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		var text string
		if err := json.Unmarshal(in.Bytes(), &text); err != nil {
			fail(fmt.Errorf("an input line is not a JSON string: %w", err))
		}
		line, err := json.Marshal(map[string]result{
			"v2":     readV2(text),
			"v3":     readV3(text),
			"v3node": readV3Nodes(text),
			"sigs":   readSigs(text),
		})
		if err != nil {
			fail(err)
		}
		out.Write(line)
		out.WriteByte('\n')
	}
	if err := in.Err(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "go-yaml reader: %v\n", err)
	os.Exit(2)
}

// collect runs next until io.EOF, keeping the documents that are not null.
func collect(next func() (interface{}, error)) (r result) {
	defer func() {
		// A reader's panic is a failed read of this file, not the end of the batch.
		if p := recover(); p != nil {
			r = result{Error: fmt.Sprintf("panic: %v", p)}
		}
	}()
	docs := []interface{}{}
	for {
		doc, err := next()
		if errors.Is(err, io.EOF) {
			return result{Docs: docs}
		}
		if err != nil {
			return result{Error: err.Error()}
		}
		if doc != nil {
			docs = append(docs, doc)
		}
	}
}

func readV2(text string) result {
	dec := yamlv2.NewDecoder(strings.NewReader(text))
	return collect(func() (interface{}, error) {
		var v interface{}
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		return typed(v), nil
	})
}

func readV3(text string) result {
	dec := yamlv3.NewDecoder(strings.NewReader(text))
	return collect(func() (interface{}, error) {
		var v interface{}
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		return typed(v), nil
	})
}

func readV3Nodes(text string) result {
	dec := yamlv3.NewDecoder(strings.NewReader(text))
	return collect(func() (interface{}, error) {
		var n yamlv3.Node
		if err := dec.Decode(&n); err != nil {
			return nil, err
		}
		return node(&n), nil
	})
}

// node is a yaml.Node tree as typed values, each scalar decoded on its own; aliases are
// followed.
func node(n *yamlv3.Node) interface{} {
	switch n.Kind {
	case yamlv3.DocumentNode:
		if len(n.Content) == 0 {
			return nil
		}
		return node(n.Content[0])
	case yamlv3.AliasNode:
		return node(n.Alias)
	case yamlv3.SequenceNode:
		items := make([]interface{}, 0, len(n.Content))
		for _, item := range n.Content {
			items = append(items, node(item))
		}
		return items
	case yamlv3.MappingNode:
		pairs := make([][2]interface{}, 0, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			pairs = append(pairs, [2]interface{}{node(n.Content[i]), node(n.Content[i+1])})
		}
		return sortedMap(pairs)
	case yamlv3.ScalarNode:
		// A `<<` key resolved as a merge key is not the string "<<" to a reader of nodes.
		if n.ShortTag() == "!!merge" {
			return map[string]string{"!merge": n.Value}
		}
		var v interface{}
		if err := n.Decode(&v); err != nil {
			return map[string]string{"!error": err.Error()}
		}
		return typed(v)
	}
	return map[string]string{"!go": fmt.Sprintf("node kind %d", n.Kind)}
}

// readSigs splits text into documents at `---` lines, as kubectl's YAML reader
// (k8s.io/apimachinery/pkg/util/yaml) does, and converts each with YAMLToJSON.
func readSigs(text string) result {
	chunks := splitDocuments(text)
	i := 0
	return collect(func() (interface{}, error) {
		if i == len(chunks) {
			return nil, io.EOF
		}
		chunk := chunks[i]
		i++
		j, err := sigsyaml.YAMLToJSON([]byte(chunk))
		if err != nil {
			return nil, err
		}
		dec := json.NewDecoder(bytes.NewReader(j))
		dec.UseNumber()
		var v interface{}
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		return typed(v), nil
	})
}

// splitDocuments cuts text before each line that starts with `---` followed by nothing
// but blanks or a comment (apimachinery's YAMLReader.Read).
func splitDocuments(text string) []string {
	var chunks []string
	var current strings.Builder
	for _, line := range strings.SplitAfter(text, "\n") {
		if strings.HasPrefix(line, "---") {
			rest := strings.TrimSpace(line[3:])
			if rest == "" || rest[0] == '#' {
				chunks = append(chunks, current.String())
				current.Reset()
				continue
			}
		}
		current.WriteString(line)
	}
	return append(chunks, current.String())
}

// typed is v with its Go types made visible in JSON (see the command comment).
func typed(v interface{}) interface{} {
	switch v := v.(type) {
	case nil, string, bool:
		return v
	case int:
		return num(json.Number(strconv.FormatInt(int64(v), 10)))
	case int64:
		return num(json.Number(strconv.FormatInt(v, 10)))
	case uint64:
		return num(json.Number(strconv.FormatUint(v, 10)))
	case json.Number:
		return num(v)
	case float64:
		switch {
		case math.IsNaN(v):
			return num(".nan")
		case math.IsInf(v, 1):
			return num(".inf")
		case math.IsInf(v, -1):
			return num("-.inf")
		}
		return num(json.Number(strconv.FormatFloat(v, 'g', -1, 64)))
	case time.Time:
		return map[string]string{"!timestamp": v.Format(time.RFC3339Nano)}
	case []interface{}:
		items := make([]interface{}, 0, len(v))
		for _, item := range v {
			items = append(items, typed(item))
		}
		return items
	case map[interface{}]interface{}:
		pairs := make([][2]interface{}, 0, len(v))
		for k, item := range v {
			pairs = append(pairs, [2]interface{}{typed(k), typed(item)})
		}
		return sortedMap(pairs)
	case map[string]interface{}:
		pairs := make([][2]interface{}, 0, len(v))
		for k, item := range v {
			pairs = append(pairs, [2]interface{}{k, typed(item)})
		}
		return sortedMap(pairs)
	}
	return map[string]string{"!go": fmt.Sprintf("%T", v)}
}

func num(n interface{}) map[string]interface{} {
	return map[string]interface{}{"!num": n}
}

// sortedMap is {"!map": pairs} with the pairs in the order of their keys' JSON.
func sortedMap(pairs [][2]interface{}) map[string]interface{} {
	keys := make([]string, len(pairs))
	for i, p := range pairs {
		k, err := json.Marshal(p[0])
		if err != nil {
			fail(err)
		}
		keys[i] = string(k)
	}
	order := make([]int, len(pairs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return keys[order[a]] < keys[order[b]] })
	sorted := make([][2]interface{}, len(pairs))
	for i, j := range order {
		sorted[i] = pairs[j]
	}
	return map[string]interface{}{"!map": sorted}
}
